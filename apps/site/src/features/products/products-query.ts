import { parseProductFilters, type ProductFilters } from '@larder/domain';
import type { DatasetName, ListParams, ProductsQuery } from '@larder/client';

/** Lookups the filter bar needs (spec §2.4: flavor, product, size, attribute, product line). */
export const FILTER_DATASETS: readonly DatasetName[] = ['flavors', 'products', 'packagings', 'productLines'];

/** The list parameters of a /products URL: its filters and the optional search term. */
export function productsQueryFromSearch(search: URLSearchParams): ListParams<ProductsQuery> {
  const filters = parseProductFilters(search);
  const searchTerm = search.get('searchTerm')?.trim() ?? '';
  return productsQuery(filters, searchTerm);
}

export function productsQuery(filters: ProductFilters, searchTerm = ''): ListParams<ProductsQuery> {
  return { ...filters, ...(searchTerm ? { searchTerm } : {}) };
}
