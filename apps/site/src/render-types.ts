import type { PageBootstrap } from './bootstrap';
import type { PageHead } from './head-tags';

/** What the server hands to the SSR entry for one page request. */
export interface RenderRequest {
  /** Path and query string, e.g. `/products?flavor=ranch`. */
  url: string;
  /** The response's CSP nonce in development (styled-components' <style> tags carry it); none in production. */
  nonce?: string;
  /** The request cookies a page may depend on (`PAGE_COOKIES`), by name; part of the page cache's key. */
  cookies: Record<string, string>;
  /** Origin of the in-process API for server-side data loading, e.g. `http://127.0.0.1:3107`. */
  apiOrigin: string;
  /**
   * Hands a request to the in-process API without a socket (`server/in-process-api.ts`); without it the render
   * fetches `apiOrigin` over HTTP.
   */
  apiFetch?: (request: Request) => Promise<Response>;
  /** Public origin of the site, for absolute canonical and Open Graph URLs. */
  publicUrl: string;
}

/** The rendered page, assembled into a document by the server. */
export interface RenderResult {
  status: number;
  head: PageHead;
  appHtml: string;
  styleTags: string;
  /** Data the client hydrates with: the SWR fallback and render flags. */
  bootstrap: PageBootstrap;
  /** Source path of the matched page module (a key of Vite's manifest), for modulepreload. */
  pageModule: string | undefined;
}

export type RenderFunction = (request: RenderRequest) => Promise<RenderResult>;
