import { parseProductFilters, type ProductFilters } from '@larder/domain';
import type { DatasetName, ListParams, ProductsQuery } from '@larder/client';

/** Lookups the filter bar needs (spec §2.4: flavor, product, size, attribute, product line). */
export const FILTER_DATASETS: readonly DatasetName[] = ['flavors', 'products', 'packagings', 'productLines'];

/**
 * Without JavaScript, `?page=N` renders pages 1..N (the same list infinite scroll would have built), followed
 * by a 'Next page' link to N+1. N is capped so one request cannot ask for the whole catalogue many times over.
 */
export const MAX_SERVER_PAGES = 20;

/** The list parameters of a /products URL: its filters and the optional search term. */
export function productsQueryFromSearch(search: URLSearchParams): ListParams<ProductsQuery> {
  const filters = parseProductFilters(search);
  const searchTerm = search.get('searchTerm')?.trim() ?? '';
  return productsQuery(filters, searchTerm);
}

export function productsQuery(filters: ProductFilters, searchTerm = ''): ListParams<ProductsQuery> {
  return { ...filters, ...(searchTerm ? { searchTerm } : {}) };
}

/** The `page` parameter (1..MAX_SERVER_PAGES), 1 when absent or invalid. */
export function requestedPages(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_SERVER_PAGES) : 1;
}
