import { filterAllergenMatrixRows, parseAllergenMatrixQuery, type AllergenMatrixQuery } from '@larder/domain';
import {
  fetchers,
  keys,
  type AllergenMatrix,
  type AllergenMatrixQuery as ApiQuery,
  type ApiClient,
  type DatasetName,
} from '@larder/client';

/** Lookups the matrix's filter form names its choices with. */
export const ALLERGEN_DATASETS: readonly DatasetName[] = ['flavors', 'packagings', 'productLines'];

/** The matrix query of a /allergens (or /allergens.csv) URL, and the unknown allergen names it dropped. */
export function allergenQueryFromSearch(search: URLSearchParams): {
  query: AllergenMatrixQuery;
  ignored: string[];
} {
  return parseAllergenMatrixQuery(search);
}

/** The API call's parameters: empty filters left out, so equal queries share one cache key. */
export function allergenApiQuery(query: AllergenMatrixQuery): ApiQuery {
  const params: ApiQuery = {};
  if (query.free.length > 0) params.free = query.free;
  if (query.flavor.length > 0) params.flavor = query.flavor;
  if (query.package.length > 0) params.package = query.package;
  if (query.productLines.length > 0) params.productLines = query.productLines;
  return params;
}

/**
 * Rows a page of the matrix shows. All 483 listed products in one table would be ~460 KiB of HTML (issue 12 wants
 * every page under 100 KiB), so the table is paged (`?page=N`); the CSV download holds every row of the query.
 */
export const ALLERGEN_PAGE_SIZE = 60;

/** One row as the page shows it (the API's row without the flavor and product-line ids it is filtered by). */
export type AllergenPageRow = Pick<
  AllergenMatrix['rows'][number],
  'id' | 'slug' | 'name' | 'productCode' | 'packaging' | 'contains' | 'timeModified'
>;

/** One page of the matrix: its rows, how many match in all, and which page of how many it is. */
export interface AllergenPage {
  rows: AllergenPageRow[];
  total: number;
  page: number;
  pages: number;
}

/** The SWR key of a page of the matrix (the API call's key with the page number as its fragment). */
export function allergenPageKey(query: ApiQuery, page: number): string {
  return `${keys.allergenMatrix(query)}#page=${page}`;
}

/**
 * Every row of the matrix matching `query`. Offline kitchen mode (docs/offline.md): when the filtered rows cannot be
 * fetched, the unfiltered matrix the service worker saved is filtered here by the same rule as the API's, so a
 * filter gives the same products without a connection.
 */
export async function loadAllergenRows(
  client: ApiClient,
  apiQuery: ApiQuery,
  query: AllergenMatrixQuery,
): Promise<AllergenPageRow[]> {
  try {
    return (await fetchers.allergenMatrix(client, apiQuery)).rows;
  } catch (error) {
    if (Object.keys(apiQuery).length === 0) throw error;
    const { rows } = await fetchers.allergenMatrix(client, {});
    return filterAllergenMatrixRows(rows, query);
  }
}

/** Page `page` of the matrix (the last page when past it). */
export async function loadAllergenPage(
  client: ApiClient,
  query: ApiQuery,
  page: number,
): Promise<AllergenPage> {
  const { rows } = await fetchers.allergenMatrix(client, query);
  return allergenPageOf(rows, page);
}

/** Page `page` (clamped to the last) of the matrix rows, with only the fields the table shows. */
export function allergenPageOf(rows: readonly AllergenPageRow[], page: number): AllergenPage {
  const pages = Math.max(1, Math.ceil(rows.length / ALLERGEN_PAGE_SIZE));
  const shown = Math.min(page, pages);
  return {
    rows: rows
      .slice((shown - 1) * ALLERGEN_PAGE_SIZE, shown * ALLERGEN_PAGE_SIZE)
      .map(({ id, slug, name, productCode, packaging, contains, timeModified }) => ({
        id,
        slug,
        name,
        productCode,
        packaging,
        contains,
        timeModified,
      })),
    total: rows.length,
    page: shown,
    pages,
  };
}
