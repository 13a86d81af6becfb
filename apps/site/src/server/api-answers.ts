import { ByteBoundedLru } from './byte-lru';
import { inProcessFetchOf, type ApiFetch } from './in-process-api';
import type { RequestHandler } from 'express';

/** Bytes of API answers the server render keeps (JSON; a product's details are ~10 KiB, the site's lookups ~40). */
export const API_ANSWERS_MAX_BYTES = 8 * 1024 * 1024;

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/**
 * A `fetch` that keeps the API's answers a shared cache may keep (`Cache-Control: public`, a 200 to a GET without
 * cookies or credentials) for as long as the content version stays the same, bounded in bytes. The server render
 * asks the same thing for many pages (the related recipes of products that share their flavors, the lookups of
 * every recipe): only the first of them reaches the API. The answer is the one the API gave, bytes and headers.
 */
export function keptGets(fetch: ApiFetch, version: () => string, maxBytes = API_ANSWERS_MAX_BYTES): ApiFetch {
  const kept = new ByteBoundedLru<KeptAnswer>(
    maxBytes,
    (answer) => answer.body.byteLength + 64 * (answer.headers.length + 1),
    maxBytes / 8,
  );
  let keptVersion = version();
  const answerOf = (answer: KeptAnswer) =>
    new Response(answer.body.slice(), { status: answer.status, headers: answer.headers });
  return async (request) => {
    const keepable =
      request.method === 'GET' && !request.headers.has('cookie') && !request.headers.has('authorization');
    if (!keepable) return fetch(request);
    const now = version();
    if (now !== keptVersion) {
      kept.clear();
      keptVersion = now;
    }
    const key = `${request.headers.get('accept-encoding') ?? ''} ${request.url}`;
    const found = kept.get(key);
    if (found) return answerOf(found);
    const response = await fetch(request);
    const cacheControl = response.headers.get('cache-control') ?? '';
    if (response.status !== 200 || !/\bpublic\b/.test(cacheControl) || /\bno-store\b/.test(cacheControl))
      return response;
    const answer: KeptAnswer = {
      status: response.status,
      headers: [...response.headers],
      body: new Uint8Array(await response.arrayBuffer()),
    };
    // Kept only if the content did not change while it was asked.
    if (version() === keptVersion) kept.set(key, answer);
    return answerOf(answer);
  };
}

const renderFetches = new WeakMap<RequestHandler, ApiFetch>();

/**
 * The `fetch` of the server render: the API of this process without a socket (in-process-api.ts), its cacheable
 * answers kept per content version when one is given (production), made once per handler.
 */
export function renderFetchOf(handler: RequestHandler, version: (() => string) | undefined): ApiFetch {
  if (version === undefined) return inProcessFetchOf(handler);
  let found = renderFetches.get(handler);
  if (!found) {
    found = keptGets(inProcessFetchOf(handler), version);
    renderFetches.set(handler, found);
  }
  return found;
}
