import type { Params } from 'react-router';
import type { ApiClient, FallbackEntry } from '@larder/client';

/** What a route's `prefetch` gets on the server. */
export interface RouteContext {
  params: Params;
  search: URLSearchParams;
  client: ApiClient;
}

export interface PrefetchResult {
  /** SWR fallback entries: exactly the keys the page's hooks read on first render. */
  entries: FallbackEntry<unknown>[];
  /** The URL names nothing (e.g. an unknown product slug): answer 404 with the not-found page. */
  notFound?: boolean;
}

/** Loads the data of a page's first render (server only). */
export type Prefetch = (context: RouteContext) => Promise<PrefetchResult>;
