/** Values shared by the server document, the inline start-up script and the React shell. */

/** sessionStorage key set when the alert banner is closed (spec §2.2: for the browser session only). */
export const ALERT_SESSION_KEY = 'marlows_alert_closed';
/** Attribute on <html> that hides the alert banner before paint once it was closed in this session. */
export const ALERT_CLOSED_ATTRIBUTE = 'data-alert-closed';
/** id of the <script type="application/json"> holding the SWR fallback. */
export const FALLBACK_ELEMENT_ID = 'swr-fallback';
/** id of <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
/** Mobile mode applies under this width (spec §2.2, §9). */
export const MOBILE_BREAKPOINT = 1000;
/** Header search debounce (spec §9). */
export const SEARCH_DEBOUNCE_MS = 750;
/** Results per page of the infinite lists (spec §9). */
export const PAGE_SIZE = 30;
/** Offset of in-page anchor jumps below the fixed header, everywhere but product pages (spec §2.1). */
export const DEFAULT_ANCHOR_OFFSET = 85;
/** Offset of in-page anchor jumps on product pages (spec §2.1). */
export const PRODUCT_ANCHOR_OFFSET = 75;
/** Where the server serves each page's styled-components stylesheet (server/page-styles.ts, lib/served-styles.ts). */
export const PAGE_STYLES_PREFIX = '/assets/css/';
/**
 * The id prefix of styled-components' global styles (`createGlobalStyle`), whose page rules the server marks
 * (lib/served-styles.ts reads those markers with this prefix written into its pattern).
 */
export const GLOBAL_STYLE_PREFIX = 'sc-global-';
