import type { CuratedList, DatasetName, ProductSummary, SearchGroup, SearchQuery } from '@larder/client';

/** The lookups of the portion-control page: the curated lists of its cups and pouches. */
export const PORTION_CONTROL_DATASETS: readonly DatasetName[] = ['curatedLists'];
export const CUPS_LIST_ID = 'portion-control-cups';
export const POUCHES_LIST_ID = 'portion-control-pouches';
/** Products shown of each list (spec §2.10: 10 cup dressings and 10 pouch dressings). */
export const PORTION_CONTROL_COUNT = 10;

/** Product ids of a curated list, in display order, at most `PORTION_CONTROL_COUNT`. */
export function curatedIds(lists: readonly CuratedList[] | undefined, id: string): string[] {
  const list = lists?.find((candidate) => candidate.id === id);
  if (!list) return [];
  return [...list.items]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .slice(0, PORTION_CONTROL_COUNT)
    .map((item) => item._id);
}

/** One search by id for the products of both lists (`/api/search?ids&keys=products`); null while none is known. */
export function portionControlQuery(lists: readonly CuratedList[] | undefined): SearchQuery | null {
  const ids = [...new Set([...curatedIds(lists, CUPS_LIST_ID), ...curatedIds(lists, POUCHES_LIST_ID)])];
  return ids.length > 0 ? { ids, keys: ['products'], limit: Math.min(ids.length, 100) } : null;
}

/** The products of `ids` found in the search results, in the order of `ids`. */
export function productsInOrder(
  groups: readonly SearchGroup[] | undefined,
  ids: readonly string[],
): ProductSummary[] {
  const found = new Map<string, ProductSummary>();
  for (const group of groups ?? []) {
    if (group.key !== 'products') continue;
    for (const product of group.items) found.set(product.id, product);
  }
  return ids.flatMap((id) => {
    const product = found.get(id);
    return product ? [product] : [];
  });
}
