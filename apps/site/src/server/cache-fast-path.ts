import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { brotliCompress, constants as zlib, gunzipSync } from 'node:zlib';
import { requestIdOf, truncateIp } from '@larder/api';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { PageCache, type CachedPage, type PageCacheOptions } from './page-cache';

/**
 * Cached pages answered before Express (issue 12): a page in the page cache is written straight to the
 * `node:http` response with headers made once per entry (the security headers, Cache-Control, CSP, ETag, Vary),
 * its gzip or brotli bytes compressed once per entry, a 304 from its stored ETag, and the request's log line. The
 * Express app (site-app.ts) renders what is not cached and answers everything else; it sends its pages through the
 * same `PageServer.send`, so a page's headers are the same whichever path answered.
 */

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** Brotli at quality 6: ~14% smaller than gzip here, a few ms per page (quality 11 takes ~100× longer). */
const BROTLI_OPTIONS = {
  params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
};

/** The q-value of each coding an Accept-Encoding header names (`*` included), lower-cased. */
function qualities(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let value = 1;
    for (const param of params) {
      const [key, raw] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') value = Number(raw?.trim());
    }
    if (Number.isNaN(value)) value = 0;
    if (!q.has(coding) || value > q.get(coding)!) q.set(coding, value);
  }
  return q;
}

function negotiate(header: string | undefined): PageEncoding {
  if (header === undefined) return 'identity';
  const q = qualities(header);
  const star = q.get('*');
  const of = (coding: string) => q.get(coding) ?? star ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  // Identity is acceptable unless refused by name or by `*;q=0` (RFC 9110 §12.5.3); a client that refuses it as
  // well still gets the HTML, as before.
  return 'identity';
}

/** Distinct Accept-Encoding headers are few (one per browser version): each is parsed once. */
const negotiated = new Map<string, PageEncoding>();

/**
 * The encoding of a page for this Accept-Encoding: brotli when accepted at least as much as gzip, then gzip,
 * then the plain HTML.
 */
export function pageEncoding(header: string | undefined): PageEncoding {
  if (header === undefined) return 'identity';
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header);
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
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

/**
 * The headers a middleware sets on every response (the pages' helmet), as a flat name, value list: it is run once
 * against a recording response, so the fast path sends exactly what it would.
 */
export function headersSetBy(middleware: RequestHandler): string[] {
  const set = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      set.set(name, String(value));
    },
    removeHeader(name: string) {
      set.delete(name);
    },
    getHeader(name: string) {
      return set.get(name);
    },
  };
  let called = false;
  (middleware as (req: unknown, res: unknown, next: (error?: unknown) => void) => void)(
    { headers: {}, method: 'GET', url: '/' },
    recorder,
    (error?: unknown) => {
      if (error !== undefined) throw error;
      called = true;
    },
  );
  if (!called) throw new Error('the security headers middleware did not finish synchronously');
  return [...set].flat();
}

export interface PageHeaderParts {
  /** `headersSetBy(the pages' helmet)`. */
  security: string[];
  /** The Cache-Control of this page (public for anonymous visitors, private for a cookie's variant). */
  cacheControl: string;
  csp: string;
  etag: string;
}

/** The headers of every response of one cached page (`CachedPage.headers`). */
export function pageHeaders({ security, cacheControl, csp, etag }: PageHeaderParts): string[] {
  return [
    ...security,
    'Cache-Control',
    cacheControl,
    'Content-Security-Policy',
    csp,
    'Content-Type',
    'text/html; charset=utf-8',
    'ETag',
    etag,
    'Vary',
    'Cookie, Accept-Encoding',
  ];
}

/** The page cache and the one way its pages are written, for the Express app and the fast path alike. */
export class PageServer {
  readonly cache: PageCache;
  private readonly compressing = new WeakMap<CachedPage, Promise<Buffer>>();

  constructor(options: PageCacheOptions) {
    this.cache = new PageCache(options);
  }

  /**
   * Answers with `page` (kept under `key` when it is cached): 304 when If-None-Match names its ETag (a 2xx only:
   * a missing page stays a 404, RFC 9110 §13.2.1), otherwise its bytes in the encoding the client prefers. A
   * cached page gets its brotli copy the first time a client prefers brotli (that request waits for it); a page
   * that is not cached is sent gzipped to such a client rather than compressed again. `requestId` is added as
   * `X-Request-Id` (the Express path has set it already).
   */
  send(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    key: string,
    requestId?: string,
  ): void | Promise<void> {
    const headers =
      requestId === undefined ? page.headers.slice() : [...page.headers, 'X-Request-Id', requestId];
    if (page.status < 300 && matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = pageEncoding(req.headers['accept-encoding']);
    if (encoding === 'br' && page.br === undefined && page.status === 200) {
      return this.brotli(key, page).then(
        () => write(res, page, headers, 'br'),
        () => write(res, page, headers, 'gzip'),
      );
    }
    write(res, page, headers, encoding === 'br' && page.br === undefined ? 'gzip' : encoding);
  }

  /** The brotli copy of a cached page, made once (concurrent requests share it) off the main thread. */
  private brotli(key: string, page: CachedPage): Promise<Buffer> {
    let pending = this.compressing.get(page);
    if (!pending) {
      pending = new Promise<Buffer>((resolve, reject) => {
        brotliCompress(gunzipSync(page.gzip), BROTLI_OPTIONS, (error, br) => {
          if (error) reject(error);
          else {
            this.cache.attach(key, page, br);
            resolve(br);
          }
        });
      });
      this.compressing.set(page, pending);
    }
    return pending;
  }
}

function write(res: ServerResponse, page: CachedPage, headers: string[], encoding: PageEncoding): void {
  const body = encoding === 'br' ? page.br! : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip);
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(body.byteLength));
  res.writeHead(page.status, headers);
  res.end(body);
}

export interface FastPathOptions {
  pages: PageServer;
  /** The page cache's key of a request (its page cookies and URL). */
  keyOf: (req: IncomingMessage) => string;
  /** Everything that is not a cached page: the site's Express app. */
  app: RequestListener;
  /** The request log (the API's `createLogger`); lines as the API's `requestLogger` writes them. */
  logger?: Logger;
  /** The client address as the app sees it (behind `TRUST_PROXY`'s proxies), for the log line. */
  ipOf: (req: IncomingMessage) => string | undefined;
}

/**
 * The site's `node:http` listener: a GET or HEAD whose page is in the cache is answered here, everything else by
 * the app. The log line is the one the API's `requestLogger` writes (method, path without the query, status, ms,
 * truncated address, request id), made only when `info` is logged.
 */
export function cacheFastPath({ pages, keyOf, app, logger, ipOf }: FastPathOptions): RequestListener {
  return (req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const key = keyOf(req);
      const page = pages.cache.get(key);
      if (page) {
        const id = requestIdOf(req.headers['x-request-id']);
        if (logger?.isLevelEnabled('info')) logRequest(logger, req, res, id, ipOf);
        const sent = pages.send(req, res, page, key, id);
        if (sent) sent.catch((error: unknown) => res.destroy(error as Error));
        return;
      }
    }
    app(req, res);
  };
}

function logRequest(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  ipOf: (req: IncomingMessage) => string | undefined,
): void {
  const started = performance.now();
  res.once('close', () => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const line = {
      reqId: id,
      method: req.method,
      path: query === -1 ? url : url.slice(0, query),
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
      ip: truncateIp(ipOf(req)),
    };
    if (res.writableFinished) logger.info(line, 'request');
    else logger.info(line, 'request aborted');
  });
}
