import type { NamedLookup, Paging, PlusOne } from '@larder/domain';
import type { Queryable } from '../db/db';
import { plusOnePage, plusOneProducts } from '../db/queries/plus-ones';
import { paging, type PageInput } from '../db/queries/sql';

export interface PlusOneFilters {
  flavor?: string[];
  product?: string[];
}

/** One page of plus-ones in content order; `flavor` and `product` (product ids) filters. */
export async function listPlusOnes(
  db: Queryable,
  filters: PlusOneFilters,
  page: PageInput,
): Promise<{ plusOnes: PlusOne[]; paging: Paging }> {
  const found = await plusOnePage(db, filters, page);
  return { plusOnes: found.items, paging: paging(page, found.total) };
}

/** The products plus-ones use, as filter options, by name. */
export function listPlusOneProducts(db: Queryable): Promise<NamedLookup[]> {
  return plusOneProducts(db);
}
