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
import { requestedPages } from '../../lib/list-paging';
import { loadPages, optional } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';

/** Lookups of the plus-one list: the flavor filter and the units of the pop-up's ingredients. */
export const PLUS_ONE_DATASETS: readonly DatasetName[] = ['flavors', 'uoms'];

export function plusOnesQuery(filters: PlusOneFilters): ListParams<PlusOnesQuery> {
  return { ...filters };
}

/** /plus-one: pages 1..`?page` of the list, its lookups and the products of its product filter. */
export const prefetchPlusOnes: Prefetch = async ({ search, client }) => {
  const params = plusOnesQuery(parsePlusOneFilters(search));
  const [pages, lookups, products] = await Promise.all([
    loadPages(requestedPages(search), (page) =>
      fetchers.plusOnes(client, { ...params, page, limit: PAGE_SIZE }),
    ),
    optional(prefetch.dxpData(client, PLUS_ONE_DATASETS)),
    optional(prefetch.plusOneProductsFilter(client)),
  ]);
  return { entries: [[keys.plusOnesInfinite(params), pages], ...lookups, ...products] };
};
