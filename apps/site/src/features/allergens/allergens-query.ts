import { parseAllergenMatrixQuery, type AllergenMatrixQuery } from '@larder/domain';
import type { AllergenMatrixQuery as ApiQuery, DatasetName } from '@larder/client';

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
