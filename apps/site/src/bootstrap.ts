/**
 * What the server hands to the browser besides the HTML, serialised as escaped JSON in
 * `<script type="application/json" id="swr-fallback" nonce>`: the client hydrates with exactly this.
 */
export interface PageBootstrap {
  /** SWR fallback: key → data, for every read the page made on the server. */
  fallback: Record<string, unknown>;
  /** The URL (path + query) the server answered with the 404 page, so hydration renders the same. */
  notFoundUrl: string | null;
  /** The visitor had accepted cookies (the cookie notice is not rendered). */
  cookiesAccepted: boolean;
  /** Public origin of the site, for canonical links written after client-side navigation. */
  publicUrl: string;
  /** Year of the footer's copyright line. */
  year: number;
  /**
   * Set on the offline page (`/offline`, its URL): the service worker also serves that document for any page not
   * saved on the device, so the browser renders the offline page whatever its own URL says.
   */
  offlineUrl?: string | null;
}
