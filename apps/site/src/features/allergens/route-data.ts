import { prefetch } from '@larder/client';
import { optional } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';
import { ALLERGEN_DATASETS, allergenApiQuery, allergenQueryFromSearch } from './allergens-query';

/** /allergens: the matrix rows for the URL's filters and the lookups that name the filter choices. */
export const prefetchAllergens: Prefetch = async ({ search, client }) => {
  const { query } = allergenQueryFromSearch(search);
  const entries = await Promise.all([
    optional(prefetch.allergenMatrix(client, allergenApiQuery(query))),
    optional(prefetch.dxpData(client, ALLERGEN_DATASETS)),
  ]);
  return { entries: entries.flat() };
};
