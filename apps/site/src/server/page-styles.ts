import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { GLOBAL_STYLE_PREFIX, PAGE_STYLES_PREFIX } from '../constants';
import { ByteBoundedLru, ownedBytes } from './byte-lru';

/**
 * Page stylesheets (issue 12: every page ≤ 100 KiB of HTML). styled-components collects a page's CSS on the server;
 * inlined it was 25–36 KiB of every page. Production pages link it instead, at a content-hashed URL the browser
 * and any CDN keep for a year. Nothing of it stays inline (no ~4 KiB of rehydration markers in every page): the
 * browser's styled-components reads the class names of the linked sheet before hydrating and inserts only the rules
 * it lacks (lib/served-styles.ts), into its own CSSOM-filled `<style>`. They are served under PAGE_STYLES_PREFIX.
 */

/** The query parameter naming the page a stylesheet belongs to, so any process can render it again on a miss. */
export const PAGE_STYLES_FROM = 'from';

/** styled-components' rule separator in its server output. */
const RULE_SEPARATOR = '/*!sc*/\n';
/** A rehydration marker, `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}`: it follows its group's rules. */
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\]/;

/**
 * Every CSS rule of styled-components' server `<style>` tags, without the components' rehydration markers. A global
 * style's rules (the theme's tokens and reset, the shell's page rules) follow their marker in one `@media all` block:
 * the browser's styled-components keeps them instead of inserting them again, and deletes that one rule if the
 * global style changes or unmounts later (lib/served-styles.ts).
 */
export function collectedCss(styleTags: string): string {
  const rules: string[] = [];
  let group: string[] = [];
  for (const [, text = ''] of styleTags.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    for (const part of text.split(RULE_SEPARATOR)) {
      const rule = part.trim();
      if (!rule) continue;
      const marker = MARKER.exec(rule);
      if (!marker) {
        group.push(rule);
        continue;
      }
      if (marker[1]!.startsWith(GLOBAL_STYLE_PREFIX) && group.length > 0)
        rules.push(rule, `@media all{${group.join('\n')}}`);
      else rules.push(...group);
      group = [];
    }
  }
  rules.push(...group);
  return rules.join('\n');
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
 * kind share a few sheets (the same components, with or without an optional part): the ~670 pages of the demo
 * content use 48 sheets, 1.1 MB of CSS.
 */
export class PageStyleStore {
  private readonly sheets: ByteBoundedLru<StoredSheet>;

  constructor(options: PageStyleStoreOptions) {
    this.sheets = new ByteBoundedLru(
      options.maxBytes,
      (sheet) => sheet.css.byteLength + sheet.gzip.byteLength,
    );
  }

  /** Bytes held now; never above `maxBytes`. */
  get bytes(): number {
    return this.sheets.bytes;
  }

  /** Keeps `css` and answers its file name (`<hash>.css`). */
  put(css: string): string {
    const hash = createHash('sha256').update(css, 'utf8').digest('base64url').slice(0, 22);
    const name = `${hash}.css`;
    // A known sheet is only marked used; a new one is compressed once and kept.
    if (!this.sheets.get(name))
      this.sheets.set(name, { css: Buffer.from(css, 'utf8'), gzip: ownedBytes(gzipSync(css)) });
    return name;
  }

  get(name: string): StoredSheet | undefined {
    return this.sheets.peek(name);
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
