import { lazyPart } from '../lib/lazy-part';

// Parts of the frame of every page that a first paint and the first interactions do not need, each in a chunk of
// its own instead of the entry (issue 12: content pages' first-load JavaScript, docs/benchmarks.md, js-size). The
// server renders them like the rest of the shell (`preloadShellParts`, awaited before every render); the browser
// keeps that HTML as it is and hydrates each part when its chunk arrives, just after the page itself
// (lib/lazy-part.tsx).

/** The offline notice's live region: empty while online, it only changes when the connection does. */
export const OfflineStatusPart = lazyPart('SiteOfflineStatus', () =>
  import('./site-offline-status').then((module) => module.SiteOfflineStatus),
);

/** The cookie notice, in the HTML only until the visitor accepts (a click before its chunk is replayed). */
export const CookieNoticePart = lazyPart('SiteCookieNotice', () =>
  import('./site-cookie-notice').then((module) => module.SiteCookieNotice),
);

/** The footer: links and the phone number; a click on a link before its chunk arrives loads the page whole. */
export const FooterPart = lazyPart('SiteFooter', () =>
  import('./site-footer').then((module) => module.SiteFooter),
);

/**
 * The header's search results: never in the server HTML (they follow what the visitor types), loaded when the
 * search opens, well before the first results are asked for (the box waits 750 ms after the last key).
 */
export const SearchResultsPart = lazyPart('SearchResultsDropdown', () =>
  import('./search-results').then((module) => module.SearchResultsDropdown),
);

let shellParts: Promise<unknown> | undefined;

/**
 * Loads the parts the server renders into every page; the server awaits it before rendering (one promise for the
 * process, settled after the first render).
 */
export function preloadShellParts(): Promise<unknown> {
  return (shellParts ??= Promise.all([
    OfflineStatusPart.preload(),
    CookieNoticePart.preload(),
    FooterPart.preload(),
  ]));
}
