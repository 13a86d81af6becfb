import { pickDataset, prefetch, type ApiClient, type FallbackEntry } from '@larder/client';
import { siteKeyEntries } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';
import { PORTION_CONTROL_DATASETS, portionControlQuery } from './portion-control-lists';

/** A form page: the captcha site key, so the form and its captcha render on the server. */
export const prefetchFormPage: Prefetch = async ({ client }) => ({ entries: await siteKeyEntries(client) });

async function portionControlEntries(client: ApiClient): Promise<FallbackEntry<unknown>[]> {
  try {
    const lists = await prefetch.dxpData(client, PORTION_CONTROL_DATASETS);
    const query = portionControlQuery(pickDataset(lists[1], 'curatedLists'));
    return query ? [lists, await prefetch.search(client, query)] : [lists];
  } catch {
    return [];
  }
}

/** /portion-control: the site key, and the curated cups and pouches with the search resolving them. */
export const prefetchPortionControl: Prefetch = async ({ client }) => {
  const [siteKey, lists] = await Promise.all([siteKeyEntries(client), portionControlEntries(client)]);
  return { entries: [...siteKey, ...lists] };
};
