import {
  COMPARE_SELECTION_KEY,
  defaultBrand,
  stringifyCompareQuery,
  menuInsightPath,
  stringifyPlusOneFilters,
  stringifyProductFilters,
  stringifyRecipeFilters,
  type MenuInsightFileKind,
  type MenuInsightSlug,
  type PlusOneFilters,
  type ProductFilters,
  type RecipeFilters,
} from '@larder/domain';
import type { FaqSlug } from './features/faq/faq-tools';

/**
 * Every URL the site builds comes from here (never string concatenation in pages). Each entry has a `getHref` that
 * builds a concrete URL and, for a page, the `path` pattern its route in `routes.ts` matches.
 */

/** Anchor of the recipe list (spec §2.2: the menu's dish and flavor links jump to it). */
export const ALL_RECIPES_ANCHOR = 'allRecipes';

/** The offer and landing pages under /offers (spec §2.1); /offers/stadium-staples is a menu-insight page. */
const OFFER_PATHS = {
  dippingCups: '/offers/dipping-cups',
  fallFlavors: '/offers/fall-flavors',
  avocadoRanch: '/offers/avocado-ranch',
  boomBoom: '/offers/boom-boom',
  // The spec's /offers/{brand}-signature-chickn-dipn-sauce.
  chicknDipn: `/offers/${defaultBrand.slugPrefix}-signature-chickn-dipn-sauce`,
  dillPickle: '/offers/dill-pickle',
  greenGoddess: '/offers/green-goddess',
} as const;

export type OfferPageId = keyof typeof OFFER_PATHS;

/** A path with its query: the parts joined by '&', none leaving the bare path. */
function withQuery(path: string, parts: readonly string[]): string {
  const search = parts.filter(Boolean).join('&');
  return search ? `${path}?${search}` : path;
}

/** `page=N` for the list without JavaScript (page N of the list); nothing for the first page. */
function pagePart(page: number | undefined): string {
  return page !== undefined && page > 1 ? `page=${page}` : '';
}

/** `compare=a,b`: the add-to-compare selection carried by the product list and product pages. */
function comparePart(selection: readonly string[] | undefined): string {
  if (!selection || selection.length === 0) return '';
  return `${COMPARE_SELECTION_KEY}=${selection.map(encodeURIComponent).join(',')}`;
}

/** A page without parameters. */
function fixed<P extends string>(path: P) {
  return { path, getHref: (): string => path };
}

export const paths = {
  home: fixed('/'),
  searchResult: {
    path: '/search-result',
    getHref: (term: string) => `/search-result?${new URLSearchParams({ term }).toString()}`,
  },

  // Products (spec §2.3–2.5)
  productsStory: fixed('/products/story'),
  products: {
    path: '/products',
    /**
     * The list with its filters mirrored in the query string (spec §2.4), an optional search term and order
     * (`sort=-name`), and `page` > 1 for the list without JavaScript (that page of the list).
     */
    getHref: (
      filters: ProductFilters = {},
      options: { searchTerm?: string; sort?: string; page?: number; compare?: readonly string[] } = {},
    ) => {
      const searchTerm = options.searchTerm?.trim();
      return withQuery('/products', [
        stringifyProductFilters(filters),
        searchTerm ? new URLSearchParams({ searchTerm }).toString() : '',
        options.sort ? new URLSearchParams({ sort: options.sort }).toString() : '',
        pagePart(options.page),
        comparePart(options.compare),
      ]);
    },
  },
  product: {
    // One route for both forms (the package segment is optional), so switching package tabs keeps the page mounted.
    path: '/products/:slug/:package?',
    /** A product's page, optionally carrying the add-to-compare selection (`?compare=a,b`). */
    getHref: (slug: string, compare?: readonly string[]) =>
      withQuery(`/products/${encodeURIComponent(slug)}`, [comparePart(compare)]),
  },
  productPackage: {
    /** A product with its package segment, e.g. `/products/{slug}/bar%20bottle`, optionally with `?compare=a,b`. */
    getHref: (slug: string, packageSegment: string, compare?: readonly string[]) =>
      withQuery(`/products/${encodeURIComponent(slug)}/${encodeURIComponent(packageSegment)}`, [
        comparePart(compare),
      ]),
  },
  /** A product's spec sheet (PDF), generated from the same data as its page. */
  productSheet: {
    getHref: (slug: string) => `/files/products/${encodeURIComponent(slug)}.pdf`,
  },
  /** The QR code (SVG) of a product's GS1 Digital Link URL, served by the site. */
  productQrCode: {
    getHref: (slug: string) => `/img/qr/products/${encodeURIComponent(slug)}.svg`,
  },
  /**
   * A content image served by the site itself (`products/ke1001-each.svg` → `/img/products/ke1001-each.svg`); a
   * root-relative path is kept as it is.
   */
  contentImage: {
    getHref: (path: string) => (path.startsWith('/') ? path : `/img/${encodeURI(path)}`),
  },

  /** An email address to write to from the page. */
  email: { getHref: (address: string) => `mailto:${address}` },
  /** A phone line to call from the page: US number, and the extension dialled after a pause. */
  phone: {
    getHref: (number: string, extension?: string | null) =>
      `tel:+1${number.replace(/\D/g, '')}${extension ? `,${extension}` : ''}`,
  },

  // Recipes and plus-ones (spec §2.6, §2.7)
  recipes: {
    path: '/recipes',
    /** The list with its filters in the query string (spec §2.6), a sort, `page` > 1 for the no-JS list, an anchor. */
    getHref: (filters: RecipeFilters = {}, options: { sort?: string; page?: number; hash?: string } = {}) =>
      `${withQuery('/recipes', [
        stringifyRecipeFilters(filters),
        options.sort ? `sortParameter=${encodeURIComponent(options.sort)}` : '',
        pagePart(options.page),
      ])}${options.hash ? `#${options.hash}` : ''}`,
  },
  recipe: {
    path: '/recipes/:slug',
    getHref: (slug: string) => `/recipes/${encodeURIComponent(slug)}`,
  },
  // Operator tools (issue 16)
  allergens: {
    path: '/allergens',
    /** The matrix with its query (`stringifyAllergenMatrixQuery`) and `page` > 1 (the table is paged). */
    getHref: (search = '', page?: number) => withQuery('/allergens', [search, pagePart(page)]),
  },
  /** Products side by side (`/compare?products=a,b&from=a`); without products, the bare page. */
  compare: {
    path: '/compare',
    getHref: (query: { products: readonly string[]; from?: string } = { products: [] }) =>
      withQuery('/compare', [stringifyCompareQuery(query)]),
  },
  /** The allergen matrix as CSV, with the page's query (`stringifyAllergenMatrixQuery`). */
  allergensCsv: { getHref: (search = '') => withQuery('/allergens.csv', [search]) },
  plusOne: {
    path: '/plus-one',
    /** The list with its filters in the query string, and `page` > 1 for the no-JS list. */
    getHref: (filters: PlusOneFilters = {}, options: { page?: number } = {}) =>
      withQuery('/plus-one', [stringifyPlusOneFilters(filters), pagePart(options.page)]),
  },

  // FAQ (spec §2.9): literal spec paths
  faq: fixed('/faq'),
  faqTool: {
    path: '/faq/:slug',
    /** A tool, optionally with its choice in the query string (`?product=<id>`, `?package=cup`). */
    getHref: (slug: FaqSlug, query: Record<string, string | undefined> = {}) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
      return withQuery(`/faq/${slug}`, [search.toString()]);
    },
  },

  // Forms (spec §2.10–2.12)
  /** The service worker's fallback for a page not saved on the device (offline kitchen mode). */
  offline: fixed('/offline'),
  contact: fixed('/contact'),
  getSample: {
    path: '/get-sample',
    /** The sample form, optionally prefilled with a product code or website group (shareable link). */
    getHref: (prefill: { code?: string; group?: string } = {}) => {
      const search = new URLSearchParams();
      if (prefill.code) search.set('code', prefill.code);
      if (prefill.group) search.set('group', prefill.group);
      return withQuery('/get-sample', [search.toString()]);
    },
  },
  pizzaExpo: fixed('/pizzaexpo'),
  portionControl: fixed('/portion-control'),

  // Marketing pages (spec §2.13)
  aboutUs: fixed('/about-us'),
  whatsHot: fixed('/whats-hot'),
  coronavirus: fixed('/coronavirus'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  cups: fixed('/cups'),
  pouches: fixed('/pouches'),
  barBottles: fixed('/bar-bottles'),
  essentials: fixed('/essentials'),
  metropolitan: fixed('/metropolitan'),
  signature: fixed('/signature'),
  /** A menu-insight page: `/burgers`, `/wings` … and `/offers/stadium-staples`. */
  menuInsight: { getHref: (slug: MenuInsightSlug) => menuInsightPath(slug) },
  /**
   * A menu-insight download: its insights or its brochure (PDF). Built here rather than with the domain's
   * `menuInsightFileHref`, whose module carries every insight page's copy into the entry chunk.
   */
  menuInsightFile: {
    getHref: (kind: MenuInsightFileKind, slug: MenuInsightSlug) => `/files/${kind}/${slug}.pdf`,
  },
  /** An offer or landing page under /offers. */
  offer: { getHref: (id: OfferPageId) => OFFER_PATHS[id] },
} as const;

/** Builds the URL of a page or file: `getHref('product', slug)`, `getHref('contact')`. */
export function getHref<K extends keyof typeof paths>(
  route: K,
  ...args: Parameters<(typeof paths)[K]['getHref']>
): string {
  const builder = paths[route].getHref as (...values: unknown[]) => string;
  return builder(...args);
}
