import { ByteBoundedLru, ownedBytes } from './byte-lru';

/**
 * One cached page, as every visitor of its key gets it: its HTML gzipped (what nearly every client accepts; the
 * rare one that accepts neither gzip nor brotli gets it inflated, so the cache holds each page once, at about a
 * sixth of its size), its brotli copy once a client asked for one, validator, CSP and the response headers of
 * every copy (cache-fast-path.ts).
 */
export interface CachedPage {
  status: number;
  gzip: Buffer;
  /** The same HTML brotli-compressed, made the first time a client that prefers brotli asks (`PageCache.attach`). */
  br?: Buffer;
  /** A strong validator: the hash of the HTML. */
  etag: string;
  /** The page's Content-Security-Policy (hash sources only, so it holds for every response of these bytes). */
  csp: string;
  /**
   * The headers of every response of these bytes as a flat name, value list (security headers, Cache-Control,
   * CSP, Content-Type, ETag, Vary), written as they are: neither the encoding, the length nor the request id.
   */
  headers: string[];
  /** When it was rendered (`Date.now()`), for the time-to-live. */
  renderedAt: number;
}

export interface PageCacheOptions {
  /** Upper bound of the bytes held (gzip, brotli, CSP and ETag of every entry); the least recently used go first. */
  maxBytes: number;
  /**
   * How long an entry is served before it is rendered again, in ms: a content change clears the cache anyway, so
   * this only bounds what changes by itself (the year in the footer).
   */
  ttlMs: number;
  /**
   * The content version (polled from the database): when it differs from the one the cache last saw, every entry
   * is dropped, and a page rendered under an older version is not kept.
   */
  contentVersion?: () => string | undefined;
  /** The clock, for tests. */
  now?: () => number;
}

/** The bytes an entry holds. Its header strings are counted through its CSP (the others are shared by every entry). */
function sizeOf(page: CachedPage): number {
  return page.gzip.byteLength + (page.br?.byteLength ?? 0) + page.csp.length + page.etag.length;
}

/**
 * A bounded in-memory cache of rendered pages, least recently used first out, by bytes. A page larger than a
 * quarter of the bound is not kept (one page must not empty the cache). `clear()` drops everything (the content
 * changed); so does any call once the content version moved on.
 */
export class PageCache {
  private readonly entries: ByteBoundedLru<CachedPage>;
  private seenVersion: string | undefined;

  constructor(private readonly options: PageCacheOptions) {
    this.entries = new ByteBoundedLru(options.maxBytes, sizeOf, options.maxBytes / 4);
    this.seenVersion = options.contentVersion?.();
  }

  /** Bytes held now; never above `maxBytes`. */
  get bytes(): number {
    return this.entries.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The content version now, after dropping every entry if it moved on since the last call. */
  version(): string | undefined {
    const current = this.options.contentVersion?.();
    if (current !== this.seenVersion) {
      this.seenVersion = current;
      this.clear();
    }
    return current;
  }

  get(key: string): CachedPage | undefined {
    this.version();
    const page = this.entries.peek(key);
    if (!page) return undefined;
    const now = (this.options.now ?? Date.now)();
    if (now - page.renderedAt > this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return this.entries.get(key);
  }

  /**
   * Keeps `page` under `key` if the content version is still `renderedUnder` (the `version()` read before
   * rendering it): a page rendered from older content is never kept.
   */
  keep(key: string, page: CachedPage, renderedUnder: string | undefined): void {
    if (this.version() === renderedUnder) this.set(key, page);
  }

  set(key: string, page: CachedPage): void {
    this.version();
    // Kept in memory of their own, so the bound counts what they hold (a zlib answer is a view on a larger chunk).
    page.gzip = ownedBytes(page.gzip);
    if (page.br) page.br = ownedBytes(page.br);
    this.entries.set(key, page);
  }

  /**
   * Adds the brotli copy to `page` (made after it was cached). It is counted in the bound when `page` is still the
   * entry of `key`; otherwise (dropped meanwhile) only this response uses it.
   */
  attach(key: string, page: CachedPage, br: Buffer): void {
    if (page.br) return;
    if (this.entries.peek(key) !== page) {
      page.br = br;
      return;
    }
    // Out first, at its size without the copy; back in at its size with it.
    this.entries.delete(key);
    page.br = br;
    this.set(key, page);
  }

  clear(): void {
    this.entries.clear();
  }
}
