import { WEB_APP_FILES } from './constants';

/**
 * Registers the offline kitchen mode's service worker (production builds only: `entry-client.tsx`), once the page
 * has loaded so it never competes with the page's own requests. A browser without service workers, or one that
 * refuses it (private mode, storage off), keeps the site as it is. workbox-window is a chunk of its own, loaded
 * here: it is no part of any page's first-load JavaScript.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    import('workbox-window')
      .then(({ Workbox }) => new Workbox(WEB_APP_FILES.serviceWorker, { scope: '/' }).register())
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
