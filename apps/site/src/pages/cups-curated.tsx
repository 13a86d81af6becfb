import styled from 'styled-components';
import {
  pickDataset,
  prefetch,
  useDxpData,
  useSearch,
  type ApiClient,
  type DatasetName,
  type DatasetResult,
  type FallbackEntry,
  type ProductSummary,
  type SearchGroup,
  type SearchQuery,
} from '@larder/client';
import type { ProductFilters } from '@larder/domain';
import { Loading, Text } from '@larder/ui';
import { paths } from '../paths';

/** Curated product lists of the package-format pages (`api/content/curatedLists.json`). */
export type CuratedListId = 'cups' | 'pouches' | 'bar-bottles';

export const CURATED_DATASETS: readonly DatasetName[] = ['curatedLists'];

export const MSG_CURATED_FAILED = 'Failed to load the featured products';

/** Ids of a curated list in display order; null when the list is missing. */
export function curatedIds(
  results: readonly DatasetResult[] | undefined,
  listId: CuratedListId,
): string[] | null {
  const lists = pickDataset(results, 'curatedLists');
  const list = lists?.find((candidate) => candidate.id === listId);
  if (!list) return null;
  return [...list.items].sort((a, b) => a.displayOrder - b.displayOrder).map((item) => item._id);
}

/** The search a curated list's products are resolved with (the same on the server and in the browser). */
export function curatedSearch(ids: string[]): SearchQuery {
  return { ids, keys: ['products'] };
}

function productsInOrder(groups: readonly SearchGroup[] | undefined, ids: string[]): ProductSummary[] {
  const group = groups?.find((candidate) => candidate.key === 'products');
  const items = group?.key === 'products' ? group.items : [];
  return ids.flatMap((id) => items.filter((product) => product.id === id));
}

export interface CuratedProducts {
  products: ProductSummary[] | undefined;
  failed: boolean;
}

/** The products of a curated list, in display order. */
export function useCuratedProducts(listId: CuratedListId): CuratedProducts {
  const lists = useDxpData(CURATED_DATASETS);
  const ids = lists.data ? curatedIds(lists.data, listId) : null;
  const search = useSearch(ids && ids.length > 0 ? curatedSearch(ids) : null);
  const failed = Boolean(lists.error) || Boolean(search.error) || (lists.data !== undefined && ids === null);
  return { products: ids && search.data ? productsInOrder(search.data, ids) : undefined, failed };
}

/** Server data of a curated list: the lists and the search resolving its products. */
export async function prefetchCurated(
  client: ApiClient,
  listId: CuratedListId,
): Promise<FallbackEntry<unknown>[]> {
  try {
    const lists = await prefetch.dxpData(client, CURATED_DATASETS);
    const ids = curatedIds(lists[1], listId);
    if (!ids || ids.length === 0) return [lists];
    try {
      return [lists, await prefetch.search(client, curatedSearch(ids))];
    } catch {
      return [lists];
    }
  } catch {
    return [];
  }
}

/** `/products` pre-filtered (spec §2.13). */
export function productsHref(filters: ProductFilters): string {
  return paths.products.getHref(filters);
}

/** Loading and failure states shared by the curated carousels. */
export function CuratedStatus({ curated }: { curated: CuratedProducts }) {
  if (curated.failed) return <Text role="alert">{MSG_CURATED_FAILED}</Text>;
  if (!curated.products) return <Loading />;
  return null;
}

export const Section = styled.section`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-4);
  margin-top: var(--ui-space-6);
  justify-content: center;
`;

export const Prose = styled.div`
  max-width: 800px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4);
  display: grid;
  gap: var(--ui-space-4);
`;
