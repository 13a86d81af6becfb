import {
  pickDataset,
  prefetch,
  useDxpData,
  useSearch,
  type ApiClient,
  type CuratedItem,
  type DatasetName,
  type DatasetResult,
  type FallbackEntry,
  type SearchGroup,
  type SearchKey,
  type SearchQuery,
} from '@larder/client';
import { optional } from '../../lib/prefetch';

/**
 * Curated lists (`api/content/curatedLists.json`, served by `/api/dxp-data?dataset=curatedLists`): a list is
 * picked by id, its items sorted by display order, and its entries resolved through one `/api/search` by ids.
 * The server prefetches the same dxp-data and search keys the hooks read, so hydration does not refetch.
 */

/** Id of a curated list (`curatedLists.json`), e.g. 'cups', 'wings-recipes', 'boom-boom-plusones'. */
export type CuratedListId = string;

/** The dxp-data lookups of a page that reads nothing but curated lists. */
export const CURATED_DATASETS: readonly DatasetName[] = ['curatedLists'];

/** The entries of a search group: products, recipes or plus-ones. */
export type SearchEntry<K extends SearchKey> = Extract<SearchGroup, { key: K }>['items'][number];

/** Items of a curated list in display order; null when the list is missing. */
export function curatedItems(
  results: readonly DatasetResult[] | undefined,
  listId: CuratedListId,
): CuratedItem[] | null {
  const list = pickDataset(results, 'curatedLists')?.find((candidate) => candidate.id === listId);
  if (!list) return null;
  return [...list.items].sort((a, b) => a.displayOrder - b.displayOrder);
}

/** Ids of a curated list in display order; null when the list is missing. */
export function curatedListIds(
  results: readonly DatasetResult[] | undefined,
  listId: CuratedListId,
): string[] | null {
  return curatedItems(results, listId)?.map((item) => item._id) ?? null;
}

/** The search resolving curated ids of one kind (the same on the server and in the browser: one cache key). */
export function curatedEntriesSearch(ids: string[], kind: SearchKey): SearchQuery {
  return { ids, keys: [kind] };
}

/** The entries of `found` in the order of `ids`; ids that were not found are left out. */
export function inCuratedOrder<T extends { id: string }>(found: readonly T[], ids: readonly string[]): T[] {
  return ids.flatMap((id) => found.filter((entry) => entry.id === id));
}

/** The entries of one group of a search answer, in the order of `ids` (ids the API does not list are dropped). */
export function entriesInOrder<K extends SearchKey>(
  groups: readonly SearchGroup[] | undefined,
  kind: K,
  ids: readonly string[],
): SearchEntry<K>[] {
  const group = groups?.find((candidate) => candidate.key === kind);
  return inCuratedOrder((group?.items ?? []) as SearchEntry<K>[], ids);
}

/** What a page picks from its lookups (`select`) and the search resolving it (`query`, null: no search). */
export interface CuratedSelection<S> {
  datasets: readonly DatasetName[];
  select: (results: readonly DatasetResult[]) => S | null;
  query: (selection: S) => SearchQuery | null;
}

export interface CuratedSearchState<S> {
  /** What the page picked from the lists; null while they load or when a list is missing. */
  selection: S | null;
  /** The search answer; undefined while it loads or when there is no search. */
  groups: SearchGroup[] | undefined;
  /** The lookups or the search failed, or a list is missing. */
  failed: boolean;
}

/** The lookups of a page and the search resolving its curated lists. */
export function useCuratedSearch<S>({ datasets, select, query }: CuratedSelection<S>): CuratedSearchState<S> {
  const lists = useDxpData(datasets);
  const selection = lists.data ? select(lists.data) : null;
  const search = useSearch(selection === null ? null : query(selection));
  const failed =
    Boolean(lists.error) || Boolean(search.error) || (lists.data !== undefined && selection === null);
  return { selection, groups: search.data, failed };
}

/**
 * Server data of a page: exactly the keys `useCuratedSearch` reads (the lookups and, when there is one, the
 * search), plus the `extra` entries a page reads besides. A failed call leaves its entry out; the page then
 * shows its loading or failure state as in the browser.
 */
export async function prefetchCuratedSearch<S>(
  client: ApiClient,
  { datasets, select, query }: CuratedSelection<S>,
  extra: (selection: S) => Promise<FallbackEntry<unknown>[]>[] = () => [],
): Promise<FallbackEntry<unknown>[]> {
  let lists: FallbackEntry<DatasetResult[]>;
  try {
    lists = await prefetch.dxpData(client, datasets);
  } catch {
    return [];
  }
  const selection = select(lists[1]);
  if (selection === null) return [lists];
  const search = query(selection);
  const more = await Promise.all([
    search ? optional(prefetch.search(client, search)) : Promise.resolve([]),
    ...extra(selection),
  ]);
  return [lists, ...more.flat()];
}

/** One curated list resolved to its entries of one kind (nothing is searched for an empty list). */
export function curatedList<K extends SearchKey>(
  datasets: readonly DatasetName[],
  listId: CuratedListId,
  kind: K,
): CuratedSelection<string[]> {
  return {
    datasets,
    select: (results) => curatedListIds(results, listId),
    query: (ids) => (ids.length > 0 ? curatedEntriesSearch(ids, kind) : null),
  };
}

export interface Curated<T> {
  /** The entries in display order; undefined while loading. */
  items: T[] | undefined;
  failed: boolean;
}

/** The entries of one curated list, in display order. */
export function useCuratedEntries<K extends SearchKey>(
  datasets: readonly DatasetName[],
  listId: CuratedListId,
  kind: K,
): Curated<SearchEntry<K>> {
  const { selection, groups, failed } = useCuratedSearch(curatedList(datasets, listId, kind));
  return { items: selection && groups ? entriesInOrder(groups, kind, selection) : undefined, failed };
}

/** Server data of `useCuratedEntries`: the lookups and the search resolving the list's entries. */
export function prefetchCuratedEntries(
  client: ApiClient,
  datasets: readonly DatasetName[],
  listId: CuratedListId,
  kind: SearchKey,
): Promise<FallbackEntry<unknown>[]> {
  return prefetchCuratedSearch(client, curatedList(datasets, listId, kind));
}
