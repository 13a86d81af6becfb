import { prefetch } from '@larder/client';
import { optional } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';

/** The term of /search-result?term, as the page's `useSearch(term)` reads it. */
export function searchTermOf(search: URLSearchParams): string {
  return search.get('term')?.trim() ?? '';
}

/** /search-result?term: the results of the term (none without one). */
export const prefetchSearchResult: Prefetch = async ({ search, client }) => {
  const term = searchTermOf(search);
  return { entries: term ? await optional(prefetch.search(client, term)) : [] };
};
