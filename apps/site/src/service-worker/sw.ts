/**
 * The service worker of offline kitchen mode (docs/offline.md, ADR 0016), built with Workbox: the build's hashed
 * files are precached with the offline page; pages visitors open are kept network first, so a kitchen without
 * signal still has them; the catalogue reads of the offline tools likewise; images cache first. Nothing personal
 * or `no-store` is kept, and form pages and POSTs always go to the network. `scripts/build-pwa.mjs` bundles it and
 * injects the precache list (`self.__WB_MANIFEST`).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  CACHE_NAMES,
  FORM_PAGE_PATHS,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_API_PATHS,
  OFFLINE_PATH,
  SAVED_COPY_MESSAGES,
  type SavedCopyMessage,
} from '../pwa/constants';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY = 24 * 60 * 60;

// A new build takes over at once: its precache holds every file its pages name.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Only complete answers (200) are kept: a 404, a redirect or an error must not replace a saved page. */
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** A response the server marked `no-store` (errors, captcha challenges, form answers) is never kept. */
const notNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /(^|,)\s*no-store\b/i.test(response.headers.get('cache-control') ?? '') ? null : response,
};

/**
 * A server error (5xx) counts as the site being unreachable: the strategy falls back to the saved copy as when the
 * request fails. The error's own answer is kept for the case where no copy was saved (see `offlinePage`).
 */
const serverErrors = new WeakMap<ExtendableEvent, Response>();
const serverErrorIsFailure: WorkboxPlugin = {
  fetchDidSucceed: async ({ event, response }) => {
    if (response.status < 500) return response;
    serverErrors.set(event, response);
    throw new Error(`The server answered ${response.status}`);
  },
};

/**
 * No answer and no saved copy: the server's own error page when it answered 5xx, else the site's offline page
 * (precached at install) instead of a browser error.
 */
const offlinePage: WorkboxPlugin = {
  handlerDidError: async ({ event }) =>
    serverErrors.get(event) ?? (await matchPrecache(OFFLINE_PATH)) ?? Response.error(),
};

/** An API read without a saved copy: the server's 5xx answer when it gave one, else a network error. */
const serverErrorOrFailure: WorkboxPlugin = {
  handlerDidError: async ({ event }) => serverErrors.get(event) ?? Response.error(),
};

/**
 * Saying when a saved copy is shown (docs/offline.md). A page served from the cache cannot read its own headers, so
 * the worker remembers it by the page's client id until the page asks (`SAVED_COPY_MESSAGES.query`); an API read
 * answered from the cache is told at once to the page that made it.
 */
const savedPages = new Map<string, SavedCopyMessage>();
const savedCopyOf = (response: Response): SavedCopyMessage => ({
  type: SAVED_COPY_MESSAGES.savedCopy,
  savedAt: response.headers.get('date'),
});
const tellSavedPage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    if (cachedResponse && event instanceof FetchEvent && event.resultingClientId) {
      // Only the latest few are kept: a page that never asks (closed at once) must not grow the map forever.
      if (savedPages.size > 20) savedPages.delete(savedPages.keys().next().value!);
      savedPages.set(event.resultingClientId, savedCopyOf(cachedResponse));
    }
    return cachedResponse ?? null;
  },
};
const tellSavedRead: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    if (cachedResponse && event instanceof FetchEvent && event.clientId) {
      const client = await self.clients.get(event.clientId);
      client?.postMessage(savedCopyOf(cachedResponse));
    }
    return cachedResponse ?? null;
  },
};
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (
    !(event.source instanceof Client) ||
    (data as { type?: unknown } | null)?.type !== SAVED_COPY_MESSAGES.query
  )
    return;
  const saved = savedPages.get(event.source.id);
  if (!saved) return;
  savedPages.delete(event.source.id);
  event.source.postMessage(saved);
});

const formPages = FORM_PAGE_PATHS.map((path) => new RegExp(`^${path.replace(/\//g, '\\/')}(\\/|$)`));
const notPages = [/^\/(api|img|files|assets)\//, /\.[a-z0-9]+$/i];

// Form pages: always from the network (a saved form could send nothing), the offline page without one.
registerRoute(new NavigationRoute(new NetworkOnly({ plugins: [offlinePage] }), { allowlist: formPages }));

// Every other page: the network's answer within a few seconds (and kept), else (no network, no answer, a 5xx) the
// saved copy, telling the page so, else the offline page.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: CACHE_NAMES.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        serverErrorIsFailure,
        okOnly,
        notNoStore,
        new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        tellSavedPage,
        offlinePage,
      ],
    }),
    { denylist: [...formPages, ...notPages] },
  ),
);

// The catalogue reads the offline tools make (allergen matrix rows, FAQ products, lookups): public and the same
// for everyone, network first.
const offlineApi = new Set<string>(OFFLINE_API_PATHS);
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && offlineApi.has(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      serverErrorIsFailure,
      okOnly,
      notNoStore,
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY }),
      tellSavedRead,
      serverErrorOrFailure,
    ],
  }),
);

// Resized images and hashed build files never change under one URL: the cache first.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/img/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      okOnly,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY })],
  }),
);
