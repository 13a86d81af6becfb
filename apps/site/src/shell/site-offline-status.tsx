import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { OfflineNotice } from '@larder/ui';
import { useOnline } from '../lib/use-online';
import { CACHE_NAMES, SAVED_COPY_MESSAGES, type SavedCopyMessage } from '../pwa/constants';
import { offlineNoticeState, type SavedCopy } from './offline-notice-state';

/** The time this device saved the page at `url` (the `Date` of the copy in the pages cache), if it did. */
async function pageSavedAt(url: string): Promise<string | undefined> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const saved = await cache.match(url);
  return saved?.headers.get('date') ?? undefined;
}

function isSavedCopyMessage(data: unknown): data is SavedCopyMessage {
  return (data as { type?: unknown } | null)?.type === SAVED_COPY_MESSAGES.savedCopy;
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * The offline notice of every page (offline kitchen mode, docs/offline.md): while the browser is offline, says so
 * and from when the page shown was saved on this device; while it is online but the site cannot be reached (no
 * answer, a 5xx, or none within the timeout), says that the page is the copy saved on that date, as the service
 * worker tells it.
 */
export function SiteOfflineStatus() {
  const online = useOnline();
  const location = useLocation();
  const [offlineCopy, setOfflineCopy] = useState<SavedCopy>();
  const [unreachableCopy, setUnreachableCopy] = useState<SavedCopy>();

  useEffect(() => {
    if (online || typeof caches === 'undefined') return;
    const url = currentUrl();
    let current = true;
    pageSavedAt(new URL(url, window.location.origin).href).then(
      (date) => current && setOfflineCopy({ url, date }),
      () => current && setOfflineCopy({ url, date: undefined }),
    );
    return () => {
      current = false;
    };
  }, [online, location.pathname, location.search]);

  // The worker answers the question once, for the page it served from its cache; it also tells of every API read
  // of this page it answered from its cache (a client-side navigation while the site is down).
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if (isSavedCopyMessage(event.data))
        setUnreachableCopy({ url: currentUrl(), date: event.data.savedAt ?? undefined });
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    container.controller?.postMessage({ type: SAVED_COPY_MESSAGES.query });
    return () => container.removeEventListener('message', onMessage);
  }, []);

  const notice = offlineNoticeState({
    online,
    shown: `${location.pathname}${location.search}`,
    offlineCopy,
    unreachableCopy,
  });
  return <OfflineNotice offline={notice.offline} savedAt={notice.savedAt} />;
}
