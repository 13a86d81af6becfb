import type { ApiClient, FallbackEntry, ProductSummary } from '@larder/client';
import { Loading, Text } from '@larder/ui';
import {
  CURATED_DATASETS,
  prefetchCuratedEntries,
  useCuratedEntries,
  type CuratedListId,
} from '../curated-lists';

export const MSG_CURATED_FAILED = 'Failed to load the featured products';

export interface CuratedProducts {
  products: ProductSummary[] | undefined;
  failed: boolean;
}

/** The products of a curated list (e.g. 'cups', 'pouches', 'bar-bottles'), in display order. */
export function useCuratedProducts(listId: CuratedListId): CuratedProducts {
  const { items, failed } = useCuratedEntries(CURATED_DATASETS, listId, 'products');
  return { products: items, failed };
}

/** Server data of a curated list: the lists and the search resolving its products. */
export function prefetchCurated(client: ApiClient, listId: CuratedListId): Promise<FallbackEntry<unknown>[]> {
  return prefetchCuratedEntries(client, CURATED_DATASETS, listId, 'products');
}

/** Loading and failure states shared by the curated carousels. */
export function CuratedStatus({ curated }: { curated: CuratedProducts }) {
  if (curated.failed) return <Text role="alert">{MSG_CURATED_FAILED}</Text>;
  if (!curated.products) return <Loading />;
  return null;
}
