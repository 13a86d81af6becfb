import type { PageBootstrap } from '../bootstrap';
import type { PageHead } from '../head-tags';
import { WEB_APP_FILES } from '../pwa/constants';
import { ALERT_CLOSED_ATTRIBUTE, ALERT_SESSION_KEY, FALLBACK_ELEMENT_ID } from '../constants';

/** Escapes text for an HTML text node or a double-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON that is safe inside <script type="application/json">: no `<` (so no `</script>` or `<!--`), no `>`/`&`,
 * and no U+2028/U+2029; `JSON.parse` reads the escapes back unchanged.
 */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface DocumentParts {
  /** The response's CSP nonce (development); without one the page's inline code is allowed by its hashes. */
  nonce?: string;
  /**
   * Cacheable pages: the process's style nonce (`hashedPolicy`), given to the page's scripts through the
   * `csp-nonce` meta element for the <style> elements they add; the server's own tags are named by hashes.
   */
  runtimeStyleNonce?: string;
  head: PageHead;
  /** styled-components' <style> tags (carrying the nonce when there is one). */
  styleTags: string;
  /** The server-rendered app. */
  appHtml: string;
  /** Data the client hydrates with (SWR fallback and render flags). */
  bootstrap: PageBootstrap;
  /** Module scripts to run (the client entry). */
  scripts: string[];
  /** Modules to preload: the entry's imports and the matched page's chunk. */
  modulePreloads: string[];
  /** Stylesheets (the brand's typefaces, and CSS a page imports). */
  stylesheets?: string[];
  /** Font files to preload, so the brand faces arrive with the stylesheet rather than after layout. */
  fontPreloads?: string[];
  /** Extra markup for the end of <head> (the Vite client and React refresh preamble in development). */
  headExtra?: string;
  /** The installable web app (production builds): its manifest, theme colour and home-screen icon are linked. */
  webApp?: { themeColor: string };
}

/** The web app's links in <head> (offline kitchen mode, docs/offline.md). */
function webAppTags(webApp: DocumentParts['webApp']): string {
  if (!webApp) return '';
  return [
    `<link rel="manifest" href="${WEB_APP_FILES.manifest}">`,
    `<meta name="theme-color" content="${escapeHtml(webApp.themeColor)}">`,
    `<link rel="apple-touch-icon" href="${WEB_APP_FILES.icons}/apple-touch-icon.png">`,
  ].join('');
}

/**
 * Runs before the body is parsed: when the visitor closed the alert banner in this browser session, marks <html>
 * so the banner is hidden by CSS before the first paint (no flash, no layout shift after hydration).
 */
function alertScript(): string {
  return (
    `try{if(sessionStorage.getItem(${JSON.stringify(ALERT_SESSION_KEY)})==='true')` +
    `document.documentElement.setAttribute(${JSON.stringify(ALERT_CLOSED_ATTRIBUTE)},'')}catch(e){}`
  );
}

const ALERT_STYLE = `html[${ALERT_CLOSED_ATTRIBUTE}] [data-alert-banner]{display:none!important}`;

/**
 * The text of every inline script and style of a document with these styled-components tags, for the hash sources
 * of its CSP (the JSON data block is not code and needs none).
 */
export function inlineCode(styleTags: string): { scripts: string[]; styles: string[] } {
  const styles = [...styleTags.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  return { scripts: [alertScript()], styles: [ALERT_STYLE, ...styles] };
}

function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  for (const [property, content] of Object.entries(head.openGraph)) {
    // Twitter reads its card tags from `name`, Open Graph readers from `property`.
    const attribute = property.startsWith('twitter:') ? 'name' : 'property';
    if (content) tags.push(`<meta ${attribute}="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  return tags.join('');
}

/** The whole HTML document of a server-rendered page. */
export function renderDocument(parts: DocumentParts): string {
  const nonceAttr = parts.nonce ? ` nonce="${escapeHtml(parts.nonce)}"` : '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No favicon yet: an empty data: icon keeps browsers from requesting /favicon.ico (a 404 page).
    '<link rel="icon" href="data:,">',
    webAppTags(parts.webApp),
    headTags(parts.head),
    // Structured data: a data block the browser never runs (no hash needed); it carries the nonce where there is one.
    ...(parts.head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json"${nonceAttr}>${serializeJson(data)}</script>`,
    ),
    // styled-components (and Vite's preload helper) read the nonce for the tags they create in the browser from
    // this element's `nonce`; `content` is required on a <meta property> and stays empty so the nonce is never in
    // an attribute a selector could read.
    parts.nonce || parts.runtimeStyleNonce
      ? `<meta property="csp-nonce" content="" nonce="${escapeHtml(parts.nonce ?? parts.runtimeStyleNonce ?? '')}">`
      : '',
    `<script${nonceAttr}>${alertScript()}</script>`,
    `<style${nonceAttr}>${ALERT_STYLE}</style>`,
    ...(parts.fontPreloads ?? []).map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...(parts.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...parts.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    parts.styleTags,
    parts.headExtra ?? '',
    '</head>',
    '<body>',
    `<div id="root">${parts.appHtml}</div>`,
    `<script type="application/json" id="${FALLBACK_ELEMENT_ID}"${nonceAttr}>${serializeJson(parts.bootstrap)}</script>`,
    ...parts.scripts.map((src) => `<script type="module"${nonceAttr} src="${escapeHtml(src)}"></script>`),
    '</body>',
    '</html>',
  ].join('');
}
