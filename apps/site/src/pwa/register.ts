import { Workbox } from 'workbox-window';
import { WEB_APP_FILES } from './constants';

/**
 * Registers the offline kitchen mode's service worker (production builds only: `entry-client.tsx`), once the page
 * has loaded so it never competes with the page's own requests. A browser without service workers, or one that
 * refuses it (private mode, storage off), keeps the site as it is.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(WEB_APP_FILES.serviceWorker, { scope: '/' });
  workbox.register().catch(() => undefined);
}
