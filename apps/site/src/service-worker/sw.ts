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

/** No network and no saved copy: the site's offline page (precached at install) instead of a browser error. */
const offlinePage: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(OFFLINE_PATH)) ?? Response.error(),
};

const formPages = FORM_PAGE_PATHS.map((path) => new RegExp(`^${path.replace(/\//g, '\\/')}(\\/|$)`));
const notPages = [/^\/(api|img|files|assets)\//, /\.[a-z0-9]+$/i];

// Form pages: always from the network (a saved form could send nothing), the offline page without one.
registerRoute(new NavigationRoute(new NetworkOnly({ plugins: [offlinePage] }), { allowlist: formPages }));

// Every other page: the network's answer within a few seconds (and kept), else the saved copy, else the offline
// page.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: CACHE_NAMES.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        okOnly,
        notNoStore,
        new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
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
    plugins: [okOnly, notNoStore, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY })],
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
