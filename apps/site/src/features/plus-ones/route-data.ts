import {
  fetchers,
  keys,
  prefetch,
  type DatasetName,
  type ListParams,
  type PlusOnesQuery,
} from '@larder/client';
import { parsePlusOneFilters, type PlusOneFilters } from '@larder/domain';
import { PAGE_SIZE } from '../../constants';
import { requestedPage } from '../../lib/list-paging';
import { optional } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';

/** Lookups of the plus-one list: the flavor filter and the units of the pop-up's ingredients. */
export const PLUS_ONE_DATASETS: readonly DatasetName[] = ['flavors', 'uoms'];

export function plusOnesQuery(filters: PlusOneFilters): ListParams<PlusOnesQuery> {
  return { ...filters };
}

/** /plus-one: page `?page` of the list (404 past its end), its lookups and the products of its product filter. */
export const prefetchPlusOnes: Prefetch = async ({ search, client }) => {
  const params = plusOnesQuery(parsePlusOneFilters(search));
  const first = requestedPage(search);
  const [page, lookups, products] = await Promise.all([
    fetchers.plusOnes(client, { ...params, page: first, limit: PAGE_SIZE }),
    optional(prefetch.dxpData(client, PLUS_ONE_DATASETS)),
    optional(prefetch.plusOneProductsFilter(client)),
  ]);
  if (first > 1 && page.plusOnes.length === 0) return { entries: [], notFound: true };
  return { entries: [[keys.plusOnesInfinite(params, first), [page]], ...lookups, ...products] };
};
