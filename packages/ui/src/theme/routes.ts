import { createContext, useContext } from 'react';

/**
 * The URL builders behind every internal link the library's components make by themselves (tiles, package
 * tabs, search results, popular searches, sub-recipe references). A consumer whose routes differ passes its
 * own builders to `LarderProvider` (`routes`), so its URLs are built in one place; each builder left out
 * keeps its default.
 */
export interface LarderRoutes {
  /**
   * A product's page; with `packaging`, the page with that package segment, e.g.
   * `/products/{slug}/bar%20bottle`.
   * @default `/products/${slug}` (and `/${encodeURIComponent(packaging)}` after it)
   */
  product: (slug: string, packaging?: string) => string;
  /** A recipe's page (also stand-alone sub-recipes). @default `/recipes/${slug}` */
  recipe: (slug: string) => string;
  /** The full search results of a term. @default `/search-result?term=${encodeURIComponent(term)}` */
  search: (term: string) => string;
  /** The search results page, target of search forms without JavaScript. @default '/search-result' */
  searchPage: () => string;
  /** The 'Make it your own' (plus-ones) list. @default '/plus-one' */
  plusOnes: () => string;
}

/** The library's own URL shapes, used for every builder a `LarderProvider` does not replace. */
export const defaultRoutes: LarderRoutes = {
  product: (slug, packaging) =>
    packaging === undefined ? `/products/${slug}` : `/products/${slug}/${encodeURIComponent(packaging)}`,
  recipe: (slug) => `/recipes/${slug}`,
  search: (term) => `/search-result?term=${encodeURIComponent(term)}`,
  searchPage: () => '/search-result',
  plusOnes: () => '/plus-one',
};

/** Routes in effect below a `LarderProvider`; `defaultRoutes` without one. */
export const RoutesContext = createContext<LarderRoutes>(defaultRoutes);

/**
 * The URL builders in effect: the nearest `LarderProvider`'s `routes` over the defaults. Components call it
 * to build their own links instead of writing URLs.
 */
export function useRoutes(): LarderRoutes {
  return useContext(RoutesContext);
}
