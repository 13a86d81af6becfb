import { keys, prefetch, type FallbackEntry } from '@larder/client';
import { isNotFound } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';
import { compareQueryFromSearch, slugsToLoad } from './compare-query';

/**
 * /compare: each compared product's details. A slug that names no product is stored as `null` under its key, so
 * the server HTML (and the hydrated page) says which product was not found; other failures are left to the browser.
 */
export const prefetchCompare: Prefetch = async ({ search, client }) => {
  const slugs = slugsToLoad(compareQueryFromSearch(search));
  const entries = await Promise.all(
    slugs.map(async (slug): Promise<FallbackEntry<unknown>[]> => {
      try {
        return [await prefetch.productDetails(client, { slug })];
      } catch (error) {
        return isNotFound(error) ? [[keys.productDetails({ slug }), null]] : [];
      }
    }),
  );
  return { entries: entries.flat() };
};
