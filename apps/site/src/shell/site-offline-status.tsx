import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { OfflineNotice } from '@larder/ui';
import { useOnline } from '../lib/use-online';
import { CACHE_NAMES, SAVED_TIMING } from '../pwa/constants';

/**
 * When the document came from the service worker's cache, the time it was saved (the worker adds a
 * `Server-Timing` metric to a saved page it serves, docs/offline.md); otherwise undefined.
 */
function documentSavedAt(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.serverTiming?.find((timing) => timing.name === SAVED_TIMING)?.description || undefined;
}

const noSubscription = () => () => undefined;

/** The time this device saved the page at `url` (the `Date` of the copy in the pages cache), if it did. */
async function pageSavedAt(url: string): Promise<string | undefined> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const saved = await cache.match(url);
  return saved?.headers.get('date') ?? undefined;
}

/**
 * The offline notice of every page (offline kitchen mode): while the browser is offline, or when the page itself
 * is a saved copy the worker served because the site did not answer, says so and from when.
 */
export function SiteOfflineStatus() {
  const online = useOnline();
  const location = useLocation();
  // Read once the page runs (the server and hydration render without it).
  const servedSaved = useSyncExternalStore(noSubscription, documentSavedAt, () => undefined);
  const [savedAt, setSavedAt] = useState<{ url: string; date: string | undefined }>();

  useEffect(() => {
    if (online || typeof caches === 'undefined') return;
    const url = `${window.location.pathname}${window.location.search}`;
    let current = true;
    pageSavedAt(new URL(url, window.location.origin).href).then(
      (date) => current && setSavedAt({ url, date }),
      () => current && setSavedAt({ url, date: undefined }),
    );
    return () => {
      current = false;
    };
  }, [online, location.pathname, location.search]);

  // The served copy is the first document's; after a navigation the page shows what that navigation loaded.
  const firstDocument = location.key === 'default';
  const fromCache = firstDocument ? servedSaved : undefined;
  const offlineSaved = savedAt?.url === `${location.pathname}${location.search}` ? savedAt.date : undefined;
  return <OfflineNotice offline={!online} savedAt={online ? fromCache : (offlineSaved ?? fromCache)} />;
}
