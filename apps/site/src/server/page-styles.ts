import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Page stylesheets (issue 12: every page ≤ 100 KiB of HTML). styled-components collects a page's CSS on the server;
 * inlined it was 25–36 KiB of every page. Production pages link it instead, at a content-hashed URL the browser
 * and any CDN keep for a year, and keep inline only the rehydration markers (which component ids and class names
 * the server already styled), so hydration neither recompiles nor re-inserts the page's styles.
 */
export const PAGE_STYLES_PREFIX = '/assets/css/';

/** The query parameter naming the page a stylesheet belongs to, so any process can render it again on a miss. */
export const PAGE_STYLES_FROM = 'from';

/** styled-components' rule separator in its server output and rehydration parser. */
const RULE_SEPARATOR = '/*!sc*/\n';
/** A rehydration marker: `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}`. */
const MARKER = /^data-styled\.g\d+\[id="[\w-]+"\]/;

export interface SplitStyles {
  /** Every CSS rule of the page's styled-components tags, markers left out (the external stylesheet). */
  css: string;
  /** The server tags with their markers only (inline, for rehydration); '' when there is nothing to mark. */
  markerTags: string;
}

/**
 * Splits styled-components' server `<style>` tags into the CSS (for the stylesheet) and the same tags holding only
 * the markers: the browser's styled-components reads those, registers the names as already injected and so leaves
 * their CSS to the linked stylesheet (`rehydrateSheetFromTag`).
 */
export function splitStyleTags(styleTags: string): SplitStyles {
  const rules: string[] = [];
  const markerTags = styleTags.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g,
    (_tag, open: string, text: string, close: string) => {
      const markers: string[] = [];
      for (const part of text.split(RULE_SEPARATOR)) {
        const rule = part.trim();
        if (!rule) continue;
        if (MARKER.test(rule)) markers.push(rule + RULE_SEPARATOR);
        else rules.push(rule);
      }
      return markers.length > 0 ? `${open}${markers.join('')}${close}` : '';
    },
  );
  return { css: rules.join('\n'), markerTags };
}

/** A stylesheet as served: its text gzipped once (served inflated to the rare client without gzip). */
interface StoredSheet {
  css: Buffer;
  gzip: Buffer;
}

export interface PageStyleStoreOptions {
  /** Upper bound of the bytes held (plain and gzipped text of every sheet); the least recently used go first. */
  maxBytes: number;
}

/**
 * The stylesheets of rendered pages by content hash, least recently used first out, bounded in bytes. Pages of one
 * kind share their sheet (same components, same hash), so it stays small: ~650 pages hold a few hundred KiB.
 */
export class PageStyleStore {
  private readonly sheets = new Map<string, StoredSheet>();
  private held = 0;

  constructor(private readonly options: PageStyleStoreOptions) {}

  /** Bytes held now; never above `maxBytes`. */
  get bytes(): number {
    return this.held;
  }

  /** Keeps `css` and answers its file name (`<hash>.css`). */
  put(css: string): string {
    const hash = createHash('sha256').update(css, 'utf8').digest('base64url').slice(0, 22);
    const name = `${hash}.css`;
    const known = this.sheets.get(name);
    if (known) {
      // Most recently used last.
      this.sheets.delete(name);
      this.sheets.set(name, known);
      return name;
    }
    const sheet = { css: Buffer.from(css, 'utf8'), gzip: gzipSync(css) };
    const size = sheet.css.byteLength + sheet.gzip.byteLength;
    if (size > this.options.maxBytes) return name;
    this.sheets.set(name, sheet);
    this.held += size;
    for (const [oldest, old] of this.sheets) {
      if (this.held <= this.options.maxBytes) break;
      this.sheets.delete(oldest);
      this.held -= old.css.byteLength + old.gzip.byteLength;
    }
    return name;
  }

  get(name: string): StoredSheet | undefined {
    return this.sheets.get(name);
  }
}

/** The `<link>` href of a page's stylesheet: its hashed name, and the page it came from (see `pageStylesheet`). */
export function stylesheetHref(name: string, pageUrl: string): string {
  return `${PAGE_STYLES_PREFIX}${name}?${PAGE_STYLES_FROM}=${encodeURIComponent(pageUrl)}`;
}

/** A page URL a stylesheet may name as its page: a path of this site (not `//host`, not a backslash trick). */
function isPageUrl(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 2048;
}

/**
 * Serves `/assets/css/<hash>.css`. A sheet this process holds is sent with a year's immutable caching. One it does
 * not hold (another process or instance rendered the page, or it was pushed out) is made again by rendering the
 * page named by `?from=`; when that page's CSS still has the asked-for hash it is sent the same way, and when the
 * content changed since, the page's current CSS is sent with `no-cache` (a page is never left unstyled).
 */
export function pageStylesheet(
  store: PageStyleStore,
  renderStyles: (pageUrl: string) => Promise<string>,
): RequestHandler {
  return async (req: Request, res: Response) => {
    const name = String(req.params.name ?? '');
    if (!/^[\w-]{22}\.css$/.test(name)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    let sheet = store.get(name);
    let immutable = true;
    if (!sheet) {
      const from = req.query[PAGE_STYLES_FROM];
      if (!isPageUrl(from)) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      const current = await renderStyles(from);
      sheet = store.get(name);
      if (!sheet) {
        immutable = false;
        const css = Buffer.from(current, 'utf8');
        sheet = { css, gzip: gzipSync(css) };
      }
    }
    res.set({
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Type': 'text/css; charset=utf-8',
    });
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.set('Content-Encoding', 'gzip');
      res.send(sheet.gzip);
    } else res.send(sheet.css);
  };
}
