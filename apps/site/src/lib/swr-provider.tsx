import { useState, type ReactNode } from 'react';
import { SWRConfig, type Cache, type State } from 'swr';
import { pageOfKey, swrOptions } from '@larder/client';

/** Prefix `unstable_serialize` (swr/infinite) puts before the first page's key. */
const INFINITE_PREFIX = '$inf$';

/** The key of page `page` of an infinite list whose first page key is `firstPageKey` (`…page=N…`). */
export function pageKey(firstPageKey: string, page: number): string {
  return firstPageKey.replace(/([?&])page=\d+(?=&|$)/, `$1page=${page}`);
}

/**
 * The initial cache: every fallback entry, plus one entry per page of each infinite list. Infinite lists look
 * their pages up by page key when the next page is requested, so without these the first scroll would fetch
 * the pages the server already sent.
 */
export function initialCache(fallback: Record<string, unknown>): Map<string, State> {
  const cache = new Map<string, State>();
  for (const [key, data] of Object.entries(fallback)) {
    cache.set(key, { data });
    if (key.startsWith(INFINITE_PREFIX) && Array.isArray(data)) {
      const first = key.slice(INFINITE_PREFIX.length);
      // A list entered at `?page=N` starts at page N.
      const start = pageOfKey(first);
      data.forEach((page: unknown, index) => cache.set(pageKey(first, start + index), { data: page }));
    }
  }
  return cache;
}

/** SWR for the whole app, seeded with the server's data (as `fallback` and as the initial cache). */
export function SwrProvider({
  fallback,
  children,
}: {
  fallback: Record<string, unknown>;
  children?: ReactNode;
}) {
  const [value] = useState(() => ({
    ...swrOptions,
    fallback,
    provider: () => initialCache(fallback) as Cache,
  }));
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
