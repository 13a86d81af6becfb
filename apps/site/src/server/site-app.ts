import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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
import { precompressedAssets } from './precompressed';
import type { CachedPage } from './page-cache';
import { cacheFastPath, headersSetBy, pageHeaders, PageServer } from './cache-fast-path';
import { inProcessFetchOf } from './in-process-api';
import { LIST_QUERY_KEYS, cleanListUrls } from './seo/clean-urls';
import type { PageAssets } from './assets';
import type { RenderFunction } from '../render-types';
import { allergensCsv } from './allergens-csv';
import { PageStyleStore, collectedCss, pageStylesheet, stylesheetHref } from './page-styles';
import { WEB_APP_FILES } from '../pwa/constants';
import { PAGE_STYLES_PREFIX } from '../constants';

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
  /** The page cache and its writer, when shared with the fast path (`createSiteListener`); else the app's own. */
  pages?: PageServer;
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

  const dev = options.devMiddleware !== undefined;
  // Production pages link their styled-components CSS (page-styles.ts); development keeps it inline.
  const pageStyles = dev ? undefined : new PageStyleStore({ maxBytes: PAGE_STYLES_MAX_BYTES });
  if (pageStyles) {
    const renderStyles = async (url: string) =>
      (await pageDocument(options, { url, cookies: {} }, {}, pageStyles)).css;
    app.get(`${PAGE_STYLES_PREFIX}:name`, pageStylesheet(pageStyles, renderStyles));
  }

  if (options.clientDir) {
    // Scripts and stylesheets compressed once by the build (brotli 11, gzip 9), for browsers that accept them.
    app.use('/assets', precompressedAssets(join(options.clientDir, 'assets')));
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
    app.get(
      '/{*path}',
      security,
      cachedPage(options, options.caching ?? DEFAULT_PAGE_CACHING, security, pageStyles),
    );
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
  pageStyles?: PageStyleStore,
) {
  const render = await options.loadRender();
  const result = await render({
    ...request,
    apiOrigin: options.apiOrigin(),
    apiFetch: inProcessFetchOf(options.apiApp),
    publicUrl: options.publicUrl,
  });
  const assets = await options.assets(result.pageModule);
  // The offline page is the service worker's answer for any page not saved on the device (precached at install,
  // docs/offline.md): it keeps its CSS inline, so it is styled with no sheet in any cache.
  const offlinePage = Boolean(result.bootstrap.offlineUrl);
  const { styleTags, stylesheets, css } = linkedStyles(
    result.styleTags,
    request.url,
    offlinePage ? undefined : pageStyles,
  );
  const html = renderDocument({
    head: result.head,
    styleTags,
    appHtml: result.appHtml,
    bootstrap: result.bootstrap,
    scripts: assets.scripts,
    modulePreloads: assets.modulePreloads,
    stylesheets: [...assets.stylesheets, ...stylesheets],
    fontPreloads: assets.fontPreloads,
    webApp: options.webApp,
    // Development names the scripts at once (Vite's client and React refresh); production asks after load.
    scriptLoading: options.devMiddleware ? 'eager' : 'after-load',
    ...parts,
  });
  return { status: result.status, styleTags, html, css };
}

/** Bytes of page stylesheets a process keeps (page-styles.ts): a sheet is ~30 KiB, the demo site uses 48 of them. */
const PAGE_STYLES_MAX_BYTES = 8 * 1024 * 1024;

/** A page's styled-components CSS: kept in `pageStyles` and linked, or inline as rendered without a store (development). */
function linkedStyles(renderedTags: string, url: string, pageStyles: PageStyleStore | undefined) {
  const css = collectedCss(renderedTags);
  if (!pageStyles || !css) return { styleTags: renderedTags, stylesheets: [], css };
  return { styleTags: '', stylesheets: [stylesheetHref(pageStyles.put(css), url)], css };
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

/** The page cache's key of a request: the page cookies it carries and its URL. */
function pageKey(cookies: Record<string, string>, url: string): string {
  return `${JSON.stringify(cookies)} ${url}`;
}

/** The page cache of production, shared by the app and the fast path (`createSiteListener`). */
function pageServerOf(caching: PageCachingOptions): PageServer {
  return new PageServer({
    maxBytes: caching.maxBytes,
    ttlMs: PAGE_TTL_MS,
    contentVersion: caching.contentVersion,
  });
}

/**
 * Production: a page's bytes depend only on its URL, the cookies of `PAGE_COOKIES` and the content, so they are
 * rendered once per key and content version, kept in a bounded in-memory cache, and sent with a strong ETag (a
 * matching If-None-Match answers 304) and a CSP of hash sources that holds for every copy. Anonymous visitors'
 * pages (no page cookie) are `public` for shared caches, with `Vary: Cookie`; a visitor's own variant is
 * `private, no-cache`. Concurrent requests for one key share one render. Every page, rendered or cached, is
 * written by `PageServer.send` (cache-fast-path.ts) with headers made once per page.
 */
function cachedPage(
  options: SiteAppOptions,
  caching: PageCachingOptions,
  security: RequestHandler,
  pageStyles?: PageStyleStore,
): RequestHandler {
  const pages = options.pages ?? pageServerOf(caching);
  const cache = pages.cache;
  const securityHeaders = headersSetBy(security);
  const publicCaching = `public, max-age=0, s-maxage=${caching.sMaxAge}, stale-while-revalidate=${caching.staleWhileRevalidate}`;
  // The nonce of the <style> elements the page's scripts add at run time (csp.ts `hashedPolicy`).
  const runtimeStyleNonce = createNonce();
  const rendering = new Map<string, Promise<CachedPage>>();

  const renderPage = async (url: string, cookies: Record<string, string>): Promise<CachedPage> => {
    const { status, styleTags, html } = await pageDocument(
      options,
      { url, cookies },
      { runtimeStyleNonce },
      pageStyles,
    );
    const body = Buffer.from(html, 'utf8');
    const etag = strongEtag(body);
    const csp = hashedPolicy(inlineCode(styleTags), runtimeStyleNonce);
    const anonymous = Object.keys(cookies).length === 0;
    return {
      status,
      gzip: gzipSync(body),
      etag,
      csp,
      headers: pageHeaders({
        security: securityHeaders,
        cacheControl: anonymous ? publicCaching : 'private, no-cache',
        csp,
        etag,
      }),
      renderedAt: Date.now(),
    };
  };

  return async (req: Request, res: Response) => {
    const cookies = pageCookies(req.headers.cookie);
    const key = pageKey(cookies, req.originalUrl);
    let page = cache.get(key);
    if (!page) {
      let pending = rendering.get(key);
      if (!pending) {
        const version = cache.version();
        pending = renderPage(req.originalUrl, cookies).then((rendered) => {
          // Only found pages are kept: any odd path answers 404, and those must not push pages out.
          if (rendered.status === 200) cache.keep(key, rendered, version);
          return rendered;
        });
        pending.finally(() => rendering.delete(key)).catch(() => undefined);
        rendering.set(key, pending);
      }
      page = await pending;
    }
    await pages.send(req, res, page, key);
  };
}

/**
 * The site as a `node:http` listener: in production, cached pages are answered before Express
 * (cache-fast-path.ts) and everything else by `createSiteApp`; in development, the app alone.
 */
export function createSiteListener(options: SiteAppOptions): RequestListener {
  if (options.devMiddleware) return createSiteApp(options);
  const pages = options.pages ?? pageServerOf(options.caching ?? DEFAULT_PAGE_CACHING);
  const app = createSiteApp({ ...options, pages });
  return cacheFastPath({
    pages,
    app,
    keyOf: (req) => pageKey(pageCookies(req.headers.cookie), req.url ?? '/'),
    logger: options.logger,
    ipOf: clientAddressOf(app),
  });
}

/** The client address of a request as the app's `req.ip` sees it (`trust proxy`), without passing it through Express. */
function clientAddressOf(app: Express): (req: IncomingMessage) => string | undefined {
  return (req) => {
    const view = Object.create(app.request) as {
      headers: unknown;
      socket: unknown;
      connection: unknown;
      ip?: string;
    };
    view.headers = req.headers;
    view.socket = req.socket;
    view.connection = req.socket;
    return view.ip;
  };
}
