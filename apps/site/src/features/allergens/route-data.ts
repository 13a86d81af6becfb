import { prefetch, type FallbackEntry } from '@larder/client';
import { requestedPage } from '../../lib/list-paging';
import { optional } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';
import {
  ALLERGEN_DATASETS,
  allergenApiQuery,
  allergenPageKey,
  allergenQueryFromSearch,
  loadAllergenPage,
} from './allergens-query';

/** /allergens: the page of matrix rows the URL asks for, and the lookups that name the filter choices. */
export const prefetchAllergens: Prefetch = async ({ search, client }) => {
  const query = allergenApiQuery(allergenQueryFromSearch(search).query);
  const page = requestedPage(search);
  const entries = await Promise.all([
    optional(
      loadAllergenPage(client, query, page).then((data): FallbackEntry<unknown> => [
        allergenPageKey(query, page),
        data,
      ]),
    ),
    optional(prefetch.dxpData(client, ALLERGEN_DATASETS)),
  ]);
  return { entries: entries.flat() };
};
