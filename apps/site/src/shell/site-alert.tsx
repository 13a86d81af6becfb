import { useSyncExternalStore } from 'react';
import { AlertBanner } from '@larder/ui';
import { ALERT_CLOSED_ATTRIBUTE, ALERT_SESSION_KEY } from '../constants';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closed when <html> carries the mark (set before paint by the inline script, or by closing). */
const isClosed = () => document.documentElement.hasAttribute(ALERT_CLOSED_ATTRIBUTE);
// The server always renders the banner; hydration starts from the same and then reads the mark.
const isClosedOnServer = () => false;

function close() {
  try {
    sessionStorage.setItem(ALERT_SESSION_KEY, 'true');
  } catch {
    // Storage can be unavailable (private modes); the banner still closes for this page view.
  }
  document.documentElement.setAttribute(ALERT_CLOSED_ATTRIBUTE, '');
  for (const listener of listeners) listener();
}

/**
 * The alert banner (spec §2.2), closed for the rest of the browser session once closed. The server always
 * renders it; an inline script marks <html> before the first paint when this session closed it, and CSS hides
 * it under that mark, so a closed banner never flashes and nothing shifts when React takes over.
 */
export function SiteAlert() {
  const closed = useSyncExternalStore(subscribe, isClosed, isClosedOnServer);
  if (closed) return null;
  return (
    <AlertBanner
      data-alert-banner=""
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    />
  );
}
