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
  /**
   * When the browser asks for `scripts` and `modulePreloads`: `eager` names them in the HTML (development: Vite's
   * client and React refresh need them at once); `after-load` leaves them to `SCRIPT_LOADER`, which asks for them
   * once the page has loaded (production). Default: `eager`.
   */
  scriptLoading?: 'eager' | 'after-load';
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
 * Production pages ask for their JavaScript only once the first screen is drawn: its first contentful paint is on
 * screen (Paint Timing), the pictures it marks `fetchpriority="high"` (the hero, the first tiles: what Largest
 * Contentful Paint waits for) have loaded and so have its fonts, a frame after all three; sooner at the visitor's
 * first input (a tap, a key, a focus); at the latest 5 s after this script runs (a picture that never finishes, a
 * tab in the background). The server HTML is the whole page and its links work without JavaScript; on a slow
 * network the stylesheets, fonts and hero picture then have the bandwidth to themselves instead of sharing it with
 * ~120 KiB of scripts, and the rest of the pictures share it with the scripts (docs/benchmarks.md, Script loading).
 * The modules are the element's `data-modules` (JSON: the entry first, then the modules to preload), so this text,
 * and its CSP hash, is the same on every page; a same-origin script it adds is allowed by the policy's `'self'`.
 * The entry is added at once, each preload in a task of its own: a page's 15–20 requests added in one go were one
 * task of 13–20 ms (with DevTools' network instrumentation), 50–80 ms in Lighthouse's 4× CPU simulation.
 */
export const SCRIPT_LOADER =
  '(function(s){var d=document,w=window,done=0,painted=0,' +
  'inputs=["pointerdown","keydown","touchstart","focusin"];' +
  'function start(){if(done)return;done=1;inputs.forEach(function(t){w.removeEventListener(t,start,true)});' +
  'JSON.parse(s.getAttribute("data-modules")).forEach(function(href,i){function add(){' +
  'var e=d.createElement(i?"link":"script");' +
  'if(i){e.rel="modulepreload";e.href=href}else{e.type="module";e.src=href}d.head.appendChild(e)}' +
  'i?setTimeout(add,0):add()})}' +
  'function ready(){if(done||!painted)return;' +
  'var waiting=[].filter.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){return!i.complete});' +
  'if(waiting.length){waiting.forEach(function(i){i.addEventListener("load",ready,{once:true});' +
  'i.addEventListener("error",ready,{once:true})});return}' +
  'if(d.fonts&&d.fonts.status!=="loaded"){d.fonts.ready.then(ready);return}' +
  'requestAnimationFrame(function(){setTimeout(start,0)})}' +
  'try{if(performance.getEntriesByName("first-contentful-paint").length)painted=1;' +
  'else new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){' +
  'o.disconnect();painted=1;ready()}}).observe({type:"paint"})}' +
  'catch(e){painted=1}' +
  'ready();inputs.forEach(function(t){w.addEventListener(t,start,{capture:true,passive:true})});' +
  'setTimeout(start,5000)})(document.currentScript)';

/**
 * The text of every inline script and style of a document with these styled-components tags, for the hash sources
 * of its CSP (the JSON data block is not code and needs none).
 */
export function inlineCode(styleTags: string): { scripts: string[]; styles: string[] } {
  const styles = [...styleTags.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  return { scripts: [alertScript(), SCRIPT_LOADER], styles: [ALERT_STYLE, ...styles] };
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
  const eager = (parts.scriptLoading ?? 'eager') === 'eager';
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
    ...(eager
      ? parts.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
      : []),
    parts.styleTags,
    parts.headExtra ?? '',
    '</head>',
    '<body>',
    `<div id="root">${parts.appHtml}</div>`,
    `<script type="application/json" id="${FALLBACK_ELEMENT_ID}"${nonceAttr}>${serializeJson(parts.bootstrap)}</script>`,
    ...(eager
      ? parts.scripts.map((src) => `<script type="module"${nonceAttr} src="${escapeHtml(src)}"></script>`)
      : [
          `<script${nonceAttr} data-modules="${escapeHtml(JSON.stringify([...parts.scripts, ...parts.modulePreloads]))}">${SCRIPT_LOADER}</script>`,
        ]),
    '</body>',
    '</html>',
  ].join('');
}
