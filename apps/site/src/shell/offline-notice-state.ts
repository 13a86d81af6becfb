/** What the page knows of the copy it shows, for the URL it was learnt on. */
export interface SavedCopy {
  url: string;
  date: string | undefined;
}

/**
 * What the notice says for the page shown at `shown`: offline, from when its saved copy is (read from the pages
 * cache); online, that the site could not be reached and from when the saved copy is, when the service worker said
 * it answered this page (or its data) from its cache. A copy learnt on another URL is not this page's.
 */
export function offlineNoticeState({
  online,
  shown,
  offlineCopy,
  unreachableCopy,
}: {
  online: boolean;
  shown: string;
  offlineCopy: SavedCopy | undefined;
  unreachableCopy: SavedCopy | undefined;
}): { offline: boolean; savedAt: string | undefined } {
  if (!online) return { offline: true, savedAt: offlineCopy?.url === shown ? offlineCopy.date : undefined };
  if (unreachableCopy?.url === shown && unreachableCopy.date !== undefined)
    return { offline: false, savedAt: unreachableCopy.date };
  return { offline: false, savedAt: undefined };
}
