// Offline kitchen mode (docs/offline.md): what the service worker, the server and the pages agree on. No imports:
// the worker, the server bundle and the client all read this module.

/** Where the web app's files are served from (the client build writes them, `scripts/build-pwa.mjs`). */
export const WEB_APP_FILES = {
  manifest: '/manifest.webmanifest',
  serviceWorker: '/sw.js',
  icons: '/icons',
} as const;

/** The service worker's runtime caches. */
export const CACHE_NAMES = {
  /** Pages visitors opened (navigation requests, network first). */
  pages: 'larder-pages',
  /** The public catalogue reads the offline tools need (allergen matrix, FAQ products, lookups). */
  api: 'larder-api',
  /** Resized images. */
  images: 'larder-images',
  /** Hashed build files not in the precache (other font subsets, lazily loaded chunks of later builds). */
  assets: 'larder-assets',
} as const;

/** The page a visitor sees for a page not saved on the device while offline (the service worker's fallback). */
export const OFFLINE_PATH = '/offline';

/** How long a navigation waits for the network before the saved copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * Messages between the service worker and its pages about a saved copy shown instead of the server's answer (the
 * server unreachable, answering 5xx or slower than the timeout). A page asks with `query` once it runs; the worker
 * answers with `savedCopy` when it served that page from its cache, and sends `savedCopy` on its own when it answers
 * one of the page's later API reads from its cache.
 */
export const SAVED_COPY_MESSAGES = {
  query: 'larder:saved-copy?',
  savedCopy: 'larder:saved-copy',
} as const;

/** What the worker says of a saved copy it served: from when (the copy's `Date` header), if it knows. */
export interface SavedCopyMessage {
  type: typeof SAVED_COPY_MESSAGES.savedCopy;
  savedAt: string | null;
}

/**
 * Read calls of the API the offline tools use: public catalogue data, the same for every visitor. Everything else
 * (forms, captcha, search, "email it") goes to the network only.
 */
export const OFFLINE_API_PATHS = [
  '/api/products/faq',
  '/api/products/allergens',
  '/api/products/details',
  '/api/dxp-data',
  '/api/seo',
] as const;

/** Pages with a form: never kept (a saved copy could not send anything and would hold a spent captcha). */
export const FORM_PAGE_PATHS = [
  '/contact',
  '/get-sample',
  '/pizzaexpo',
  '/portion-control',
  '/faq/where-purchase',
  '/faq/product-active',
] as const;
