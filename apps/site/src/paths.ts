import { stringifyProductFilters, type ProductFilters } from '@larder/domain';

/**
 * Every URL the site builds comes from here (never string concatenation in pages). Each entry has the route
 * `path` pattern React Router matches and a `getHref` that builds a concrete URL.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  productsStory: {
    path: '/products/story',
    getHref: () => '/products/story',
  },
  products: {
    path: '/products',
    /**
     * The list with its filters mirrored in the query string (spec §2.4), an optional search term, and `page` > 1
     * for the list without JavaScript (pages 1..page).
     */
    getHref: (filters: ProductFilters = {}, options: { searchTerm?: string; page?: number } = {}) => {
      const parts = [stringifyProductFilters(filters)];
      const searchTerm = options.searchTerm?.trim();
      if (searchTerm) parts.push(new URLSearchParams({ searchTerm }).toString());
      if (options.page !== undefined && options.page > 1) parts.push(`page=${options.page}`);
      const search = parts.filter(Boolean).join('&');
      return search ? `/products?${search}` : '/products';
    },
  },
  product: {
    path: '/products/:slug',
    getHref: (slug: string) => `/products/${encodeURIComponent(slug)}`,
  },
  productPackage: {
    path: '/products/:slug/:package',
    /** A product with its package segment, e.g. `/products/{slug}/bar%20bottle`. */
    getHref: (slug: string, packageSegment: string) =>
      `/products/${encodeURIComponent(slug)}/${encodeURIComponent(packageSegment)}`,
  },
  recipe: {
    path: '/recipes/:slug',
    getHref: (slug: string) => `/recipes/${encodeURIComponent(slug)}`,
  },
  searchResult: {
    path: '/search-result',
    getHref: (term: string) => `/search-result?${new URLSearchParams({ term }).toString()}`,
  },
} as const;

/** Builds the URL of a route: `getHref('product', slug)`. */
export function getHref<K extends keyof typeof paths>(
  route: K,
  ...args: Parameters<(typeof paths)[K]['getHref']>
): string {
  const builder = paths[route].getHref as (...values: unknown[]) => string;
  return builder(...args);
}
