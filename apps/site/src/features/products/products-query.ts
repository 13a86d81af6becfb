import { parseProductFilters, type ProductFilters } from '@larder/domain';
import type { DatasetName, ListParams, ProductsQuery } from '@larder/client';

/** Lookups the filter bar needs (spec §2.4: flavor, product, size, attribute, product line). */
export const FILTER_DATASETS: readonly DatasetName[] = ['flavors', 'products', 'packagings', 'productLines'];

/** Orders of the product list (`sort` in the URL and the API); the first is the API's default. */
export const PRODUCT_SORT_OPTIONS = [
  { id: 'name', name: 'Name, A to Z' },
  { id: '-name', name: 'Name, Z to A' },
] as const;
export type ProductSort = (typeof PRODUCT_SORT_OPTIONS)[number]['id'];

/** The order a /products URL asks for, when it is one the list knows (the default 'name' is left implicit). */
export function productSortFromSearch(search: URLSearchParams): ProductSort | undefined {
  const sort = search.get('sort');
  return sort !== 'name' && PRODUCT_SORT_OPTIONS.some((option) => option.id === sort)
    ? (sort as ProductSort)
    : undefined;
}

/** The list parameters of a /products URL: its filters, the optional search term and order. */
export function productsQueryFromSearch(search: URLSearchParams): ListParams<ProductsQuery> {
  const filters = parseProductFilters(search);
  const searchTerm = search.get('searchTerm')?.trim() ?? '';
  return productsQuery(filters, searchTerm, productSortFromSearch(search));
}

export function productsQuery(
  filters: ProductFilters,
  searchTerm = '',
  sort?: ProductSort,
): ListParams<ProductsQuery> {
  return { ...filters, ...(searchTerm ? { searchTerm } : {}), ...(sort ? { sort } : {}) };
}
