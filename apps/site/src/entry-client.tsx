// The brand's typefaces (defaultBrand.theme): a static, hashed stylesheet the server links in <head> and whose
// core files (ASCII and the site's punctuation) it preloads (no inline style, no CSP change).
import '@larder/ui/fonts/foodservice.css';
// The captcha widget's stylesheet (the widget itself loads with the first form): linked, not injected, for the CSP.
import '@larder/ui/captcha.css';
import { setNonce } from 'get-nonce';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { matchRoute, offlinePage } from './routes';
import { FALLBACK_ELEMENT_ID } from './constants';
import type { PageBootstrap } from './bootstrap';
import { registerServiceWorker } from './pwa/register';
import { adoptServedStyles } from './lib/served-styles';

function readBootstrap(): PageBootstrap {
  const text = document.getElementById(FALLBACK_ELEMENT_ID)?.textContent;
  if (!text) {
    const publicUrl = window.location.origin;
    return {
      fallback: {},
      notFoundUrl: null,
      cookiesAccepted: false,
      publicUrl,
      year: new Date().getFullYear(),
    };
  }
  return JSON.parse(text) as PageBootstrap;
}

/**
 * The page's CSP nonce for the `<style>` a Radix dialog adds to lock scrolling (react-style-singleton takes it from
 * get-nonce); without it the policy refuses that style and the console reports a violation each time one opens.
 */
function shareNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) setNonce(nonce);
}

async function start() {
  shareNonce();
  adoptServedStyles();
  const bootstrap = readBootstrap();
  // Load the matched page's chunk before hydrating (the server already preloads it with modulepreload), so
  // the first client render matches the server HTML without passing through a Suspense fallback. Not its lazy
  // parts: React keeps their server HTML until their chunks arrive (lib/lazy-part.tsx).
  const { route } = matchRoute(window.location.pathname);
  // The service worker's offline page may arrive under any page's URL: it renders itself, not that URL's route.
  const offlineUrl = bootstrap.offlineUrl ? `${window.location.pathname}${window.location.search}` : null;
  if (offlineUrl !== null) await offlinePage.preloadForHydration();
  else if (route && bootstrap.notFoundUrl === null) await route.page.preloadForHydration();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // Hydration as a transition: React works through it in slices and yields to the browser between them (input,
  // paint) instead of one long task from the first component to the last (Lighthouse's Total Blocking Time:
  // bench/tbt.mjs). A click on a part not hydrated yet makes React hydrate that part at once and then handle it.
  startTransition(() => {
    hydrateRoot(
      root,
      <BrowserRouter>
        <App
          fallback={bootstrap.fallback}
          site={{
            notFoundUrl: bootstrap.notFoundUrl,
            offlineUrl,
            cookiesAccepted: bootstrap.cookiesAccepted,
            publicUrl: bootstrap.publicUrl,
            year: bootstrap.year,
          }}
        />
      </BrowserRouter>,
    );
  });
}

void start();
// Offline kitchen mode (docs/offline.md): production builds only, never `npm run dev`.
if (import.meta.env.PROD) registerServiceWorker();
