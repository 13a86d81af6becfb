import { isApiError, prefetch, type ApiClient, type FallbackEntry } from '@larder/client';

/** Helpers of the routes' `prefetch` functions (server only: they load a page's first data). */

/** A fallback entry, or none when the call fails: the page then loads it in the browser and shows the failure. */
export async function optional<T>(load: Promise<FallbackEntry<T>>): Promise<FallbackEntry<unknown>[]> {
  try {
    return [await load];
  } catch {
    return [];
  }
}

/** The captcha site key, so a form and its captcha render on the server; none when the call fails. */
export function siteKeyEntries(client: ApiClient): Promise<FallbackEntry<unknown>[]> {
  return optional(prefetch.siteKey(client));
}

/** The API answered 404: the URL names nothing (an unknown slug), so the page is the 404 page. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
