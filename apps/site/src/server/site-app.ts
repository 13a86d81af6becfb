import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import { parse as parseCookies } from 'cookie';
import express, {
  type Express,
  type Request,
  type Response,
  type NextFunction,
  type RequestHandler,
} from 'express';
import { DISCOVERY_PATHS, requestLogger } from '@larder/api';
import { defaultBrand } from '@larder/domain';
import type { Logger } from 'pino';
import { createNonce, hashedPolicy, nonceOf, pageSecurityHeaders, withNonce } from './csp';
import { inlineCode, renderDocument, type DocumentParts } from './document';
import { PageCache, type CachedPage } from './page-cache';
import { inProcessFetchOf } from './in-process-api';
import { LIST_QUERY_KEYS, cleanListUrls } from './seo/clean-urls';
import type { PageAssets } from './assets';
import type { RenderFunction } from '../render-types';
import { allergensCsv } from './allergens-csv';
import { WEB_APP_FILES } from '../pwa/constants';

/** Paths the API app answers; everything else under GET is a page. */
export const API_PREFIXES = ['/api', '/img', '/files', ...DISCOVERY_PATHS] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The only cookies a page's HTML may depend on (the cookie notice): the render sees these and no others, and
 * they are part of the page cache's key, so one visitor's page never reaches another with other cookies.
 */
export const PAGE_COOKIES = [defaultBrand.cookie.name] as const;

/** Caching of pages in production (ADR 0012). */
export interface PageCachingOptions {
  /** Bytes the in-process page cache may hold (`PAGE_CACHE_MB`), gzipped pages. */
  maxBytes: number;
  /** `s-maxage` of pages, in seconds: how long a shared cache (CDN, reverse proxy) may serve one unasked. */
  sMaxAge: number;
  /** `stale-while-revalidate` of pages, in seconds. */
  staleWhileRevalidate: number;
  /**
   * The content version (migration 070's `content_version`, polled): when it moves on, every cached page is
   * dropped.
   */
  contentVersion?: () => string;
}

/** How long the process keeps a page when no content change dropped it first. */
const PAGE_TTL_MS = 60 * 60 * 1000;

export const DEFAULT_PAGE_CACHING: PageCachingOptions = {
  maxBytes: 64 * 1024 * 1024,
  sMaxAge: 60,
  staleWhileRevalidate: 600,
};

export interface SiteAppOptions {
  /** The Express app of @larder/api; it answers /api, /img and /files itself. */
  apiApp: RequestHandler;
  /** Loads the SSR entry's render function (in development, fresh on every request through Vite). */
  loadRender: () => Promise<RenderFunction>;
  /** Scripts and preloads of a page. */
  assets: (pageModule: string | undefined) => PageAssets | Promise<PageAssets>;
  /** Origin the in-process API is reached at while rendering (known once the server listens). */
  apiOrigin: () => string;
  publicUrl: string;
  /** The Vite client build (`dist/client`); absent in development. */
  clientDir?: string;
  /** Vite's dev middleware; in development it serves modules and HMR. */
  devMiddleware?: RequestHandler;
  /** Extra <head> markup per URL (the Vite client and the React refresh preamble in development). */
  devHead?: (url: string, nonce: string) => Promise<string>;
  /** Reports render failures (defaults to console.error). */
  onError?: (error: unknown) => void;
  /** Whose X-Forwarded-For is believed (`TRUST_PROXY`, the same as the API's); default loopback. */
  trustProxy?: number | string[];
  /** `Strict-Transport-Security` max-age of pages (`HSTS_MAX_AGE`); 0 sends none. */
  hstsMaxAge?: number;
  /** Logs one line per request with its id (the API's `createLogger`); no request log without it. */
  logger?: Logger;
  /** Page caching in production (ignored in development, where every page has its own nonce). */
  caching?: PageCachingOptions;
  /** The installable web app of the client build (its manifest's theme colour); none in development. */
  webApp?: WebAppHead;
}

/** What every page's <head> says about the installable web app (docs/offline.md). */
export interface WebAppHead {
  /** The manifest's `theme_color`, repeated in `<meta name="theme-color">`. */
  themeColor: string;
}

/** The web app the client build made (`scripts/build-pwa.mjs`), or none when the build has no manifest. */
export function readWebApp(clientDir: string): WebAppHead | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.webmanifest'), 'utf8')) as {
      theme_color?: unknown;
    };
    return typeof manifest.theme_color === 'string' ? { themeColor: manifest.theme_color } : undefined;
  } catch {
    return undefined;
  }
}

/** The strong validator of a body: a quoted base64url SHA-256 prefix. */
function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * Whether If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). Not `req.fresh`: that refuses any
 * request carrying `Cache-Control: no-cache`, which fetch() adds to every conditional request.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function pageCookies(header: string | undefined): Record<string, string> {
  const all = parseCookies(header ?? '');
  const picked: Record<string, string> = {};
  for (const name of PAGE_COOKIES) {
    const value = all[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/**
 * The site's Express app: compression, the API (mounted as is, it owns /api, /img, /files), the Vite client
 * build's hashed assets with an immutable cache, and server rendering of every other GET.
 */
export function createSiteApp(options: SiteAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Express's last-resort handler never prints a stack, whatever NODE_ENV says.
  app.set('env', 'production');
  app.set('trust proxy', options.trustProxy ?? 'loopback');

  // Every request gets an id and one log line; the API's own lines join the same request.
  if (options.logger) app.use(requestLogger(options.logger));
  app.use(compression());

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) return options.apiApp(req, res, next);
    next();
  });

  if (options.clientDir) {
    // Hashed file names change with their content, so these can be cached for a year.
    app.use(
      '/assets',
      express.static(join(options.clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    );
  }
  if (options.clientDir) serveWebAppFiles(app, options.clientDir);
  if (options.devMiddleware) app.use(options.devMiddleware);

  // The allergen matrix as a file (issue 16); the page itself is rendered below like every other.
  app.get('/allergens.csv', allergensCsv(options.apiOrigin));

  const dev = options.devMiddleware !== undefined;
  // Unknown query keys of the list pages: a redirect to the list without them (issue 14).
  app.get(Object.keys(LIST_QUERY_KEYS), cleanListUrls);
  if (dev)
    app.get(
      '/{*path}',
      withNonce,
      pageSecurityHeaders({ dev, hstsMaxAge: options.hstsMaxAge ?? 0 }),
      devPage(options),
    );
  else {
    const security = pageSecurityHeaders({ hstsMaxAge: options.hstsMaxAge ?? 0, ownPolicy: true });
    app.get('/{*path}', security, cachedPage(options, options.caching ?? DEFAULT_PAGE_CACHING));
  }

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status =
      (error as { status?: unknown; statusCode?: unknown })?.status ??
      (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res
        .status(status)
        .type('text/plain')
        .send(status === 404 ? 'Not found' : 'Bad request');
      return;
    }
    (options.onError ?? console.error)(error);
    if (res.headersSent) return;
    res.status(500).type('text/plain').send('Something went wrong. Please try again later.');
  });

  return app;
}

/**
 * The installable web app's files from the client build (`scripts/build-pwa.mjs`, docs/offline.md). The service
 * worker is revalidated on every update check (`no-cache`; browsers also cap its HTTP caching at a day) so a new
 * build reaches visitors at once, and it may control the whole origin (`Service-Worker-Allowed: /`). The manifest
 * is revalidated too; the icons keep their names across builds, so they are cached for a day only.
 */
function serveWebAppFiles(app: Express, clientDir: string): void {
  const send = (file: string, headers: Record<string, string>) => (_req: Request, res: Response) => {
    res.set(headers);
    res.sendFile(
      join(clientDir, file),
      { dotfiles: 'deny', lastModified: false, cacheControl: false },
      (error) => {
        if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
      },
    );
  };
  app.get(
    WEB_APP_FILES.serviceWorker,
    send('sw.js', {
      'Cache-Control': 'no-cache',
      'Content-Type': 'text/javascript; charset=utf-8',
      'Service-Worker-Allowed': '/',
    }),
  );
  app.get(
    WEB_APP_FILES.manifest,
    send('manifest.webmanifest', {
      'Cache-Control': 'no-cache',
      'Content-Type': 'application/manifest+json; charset=utf-8',
    }),
  );
  app.use(
    WEB_APP_FILES.icons,
    express.static(join(clientDir, 'icons'), { maxAge: '1d', index: false, fallthrough: false }),
  );
}

/**
 * One page as a whole HTML document: the render of `url` with these cookies, its assets, and the document parts a
 * caller adds (development's nonce and Vite head, production's runtime-style nonce).
 */
async function pageDocument(
  options: SiteAppOptions,
  request: { url: string; cookies: Record<string, string>; nonce?: string },
  parts: Pick<DocumentParts, 'nonce' | 'runtimeStyleNonce' | 'headExtra'>,
) {
  const render = await options.loadRender();
  const result = await render({
    ...request,
    apiOrigin: options.apiOrigin(),
    apiFetch: inProcessFetchOf(options.apiApp),
    publicUrl: options.publicUrl,
  });
  const assets = await options.assets(result.pageModule);
  const html = renderDocument({
    head: result.head,
    styleTags: result.styleTags,
    appHtml: result.appHtml,
    bootstrap: result.bootstrap,
    scripts: assets.scripts,
    modulePreloads: assets.modulePreloads,
    stylesheets: assets.stylesheets,
    fontPreloads: assets.fontPreloads,
    webApp: options.webApp,
    ...parts,
  });
  return { status: result.status, styleTags: result.styleTags, html };
}

/** Development: every page rendered afresh with its own nonce (Vite's inline preamble), never cached. */
function devPage(options: SiteAppOptions): RequestHandler {
  // Express 5 hands a rejected promise of a handler to the error handler.
  return async (req: Request, res: Response) => {
    const nonce = nonceOf(res);
    const headExtra = options.devHead ? await options.devHead(req.originalUrl, nonce) : '';
    const page = await pageDocument(
      options,
      { url: req.originalUrl, nonce, cookies: pageCookies(req.headers.cookie) },
      { nonce, headExtra },
    );
    res.set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' });
    res.status(page.status).send(page.html);
  };
}

/**
 * Production: a page's bytes depend only on its URL, the cookies of `PAGE_COOKIES` and the content, so they are
 * rendered once per key and content version, kept in a bounded in-memory cache, and sent with a strong ETag (a
 * matching If-None-Match answers 304) and a CSP of hash sources that holds for every copy. Anonymous visitors'
 * pages (no page cookie) are `public` for shared caches, with `Vary: Cookie`; a visitor's own variant is
 * `private, no-cache`. Concurrent requests for one key share one render.
 */
function cachedPage(options: SiteAppOptions, caching: PageCachingOptions): RequestHandler {
  const cache = new PageCache({ maxBytes: caching.maxBytes, ttlMs: PAGE_TTL_MS });
  // The nonce of the <style> elements the page's scripts add at run time (csp.ts `hashedPolicy`).
  const runtimeStyleNonce = createNonce();
  const rendering = new Map<string, Promise<CachedPage>>();
  let version = caching.contentVersion?.();

  const renderPage = async (url: string, cookies: Record<string, string>): Promise<CachedPage> => {
    const { status, styleTags, html } = await pageDocument(options, { url, cookies }, { runtimeStyleNonce });
    const body = Buffer.from(html, 'utf8');
    return {
      status,
      gzip: gzipSync(body),
      etag: strongEtag(body),
      csp: hashedPolicy(inlineCode(styleTags), runtimeStyleNonce),
      renderedAt: Date.now(),
    };
  };

  return async (req: Request, res: Response) => {
    const current = caching.contentVersion?.();
    if (current !== version) {
      version = current;
      cache.clear();
    }
    const cookies = pageCookies(req.headers.cookie);
    const key = `${JSON.stringify(cookies)} ${req.originalUrl}`;
    let page = cache.get(key);
    if (!page) {
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderPage(req.originalUrl, cookies).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      page = await pending;
      // Only found pages are kept: any odd path answers 404, and those must not push pages out.
      if (page.status === 200 && version === caching.contentVersion?.()) cache.set(key, page);
    }

    const anonymous = Object.keys(cookies).length === 0;
    res.set({
      'Cache-Control': anonymous
        ? `public, max-age=0, s-maxage=${caching.sMaxAge}, stale-while-revalidate=${caching.staleWhileRevalidate}`
        : 'private, no-cache',
      'Content-Security-Policy': page.csp,
      'Content-Type': 'text/html; charset=utf-8',
      ETag: page.etag,
    });
    res.vary('Cookie');
    res.vary('Accept-Encoding');
    res.status(page.status);
    // A precondition only concerns a 2xx answer (RFC 9110 §13.2.1): a missing page stays a 404.
    if (page.status < 300 && matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.status(304).end();
      return;
    }
    // Already compressed once for every copy; the compression middleware leaves an encoded body alone.
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.set('Content-Encoding', 'gzip');
      res.send(page.gzip);
    } else res.send(gunzipSync(page.gzip));
  };
}
