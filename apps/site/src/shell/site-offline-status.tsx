import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { OfflineNotice } from '@larder/ui';
import { useOnline } from '../lib/use-online';
import { CACHE_NAMES } from '../pwa/constants';

/** The time this device saved the page at `url` (the `Date` of the copy in the pages cache), if it did. */
async function pageSavedAt(url: string): Promise<string | undefined> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const saved = await cache.match(url);
  return saved?.headers.get('date') ?? undefined;
}

/**
 * The offline notice of every page (offline kitchen mode): while the browser is offline, says so and from when the
 * page shown was saved on this device (the copy the service worker answers with, docs/offline.md).
 */
export function SiteOfflineStatus() {
  const online = useOnline();
  const location = useLocation();
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

  const shown = `${location.pathname}${location.search}`;
  return (
    <OfflineNotice offline={!online} savedAt={!online && savedAt?.url === shown ? savedAt.date : undefined} />
  );
}
