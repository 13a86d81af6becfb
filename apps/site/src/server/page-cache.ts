/**
 * One cached page, as every visitor of its key gets it: its HTML gzipped (what nearly every client accepts; the
 * rare one that does not gets it inflated, so the cache holds each page once, at about a sixth of its size),
 * validator and CSP.
 */
export interface CachedPage {
  status: number;
  gzip: Buffer;
  /** A strong validator: the hash of the HTML. */
  etag: string;
  /** The page's Content-Security-Policy (hash sources only, so it holds for every response of these bytes). */
  csp: string;
  /** When it was rendered (`Date.now()`), for the time-to-live. */
  renderedAt: number;
}

export interface PageCacheOptions {
  /** Upper bound of the bytes held (gzip, CSP and ETag of every entry); the least recently used go first. */
  maxBytes: number;
  /**
   * How long an entry is served before it is rendered again, in ms: a content change clears the cache anyway, so
   * this only bounds what changes by itself (the year in the footer).
   */
  ttlMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

function sizeOf(page: CachedPage): number {
  return page.gzip.byteLength + page.csp.length + page.etag.length;
}

/**
 * A bounded in-memory cache of rendered pages, least recently used first out, by bytes. A page larger than a
 * quarter of the bound is not kept (one page must not empty the cache). `clear()` drops everything (the content
 * changed).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private held = 0;

  constructor(private readonly options: PageCacheOptions) {}

  /** Bytes held now; never above `maxBytes`. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    const now = (this.options.now ?? Date.now)();
    this.entries.delete(key);
    if (now - page.renderedAt > this.options.ttlMs) {
      this.held -= sizeOf(page);
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    const size = sizeOf(page);
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.held -= sizeOf(previous);
    }
    if (size > this.options.maxBytes / 4) return;
    while (this.held + size > this.options.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.entries.delete(oldest[0]);
      this.held -= sizeOf(oldest[1]);
    }
    this.entries.set(key, page);
    this.held += size;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }
}
