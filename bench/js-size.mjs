#!/usr/bin/env node
// First-load JavaScript of every page of the site (apps/site/scripts/first-load.mjs: the entry chunk and the page's
// lazy module, each with its static imports; dialogs, forms on content pages, the captcha widget, pdf.js, the
// service worker's workbox-window and openapi-fetch are dynamic imports, loaded when used), gzip level 9. Written into
// docs/benchmarks.md between the `js-size` markers. A size, not a time: no baseline needed.
//
//   npm run build && node bench/js-size.mjs
import { join, resolve } from 'node:path';
import { composition, firstLoad } from '../apps/site/scripts/first-load.mjs';
import { writeSection } from './lib.mjs';

const root = resolve(import.meta.dirname, '..');
const { client, entry, pages } = firstLoad(join(root, 'apps/site'));
const kb = (n) => (n / 1024).toFixed(1);
const rows = pages.map(
  (page) => `| ${page.name} | ${kb(page.gzip)} | ${kb(page.ownGzip)} | ${kb(page.raw)} |`,
);
const body = [
  `Command: \`npm run build && node bench/js-size.mjs\` (${new Date().toISOString().slice(0, 10)}). First-load JavaScript per page: the entry chunk (React, router, SWR, styled-components, API hooks and keys, shell — ${kb(entry.gzip)} KiB gzip in ${entry.chunks.length} file${entry.chunks.length === 1 ? '' : 's'}, shared by every page) plus the page's own chunks, static imports only. Dialogs, forms on content pages, the ALTCHA widget, pdf.js (the recipe card preview), workbox-window (the service worker's registration, after the load event) and openapi-fetch (the first API call) are dynamic imports, loaded when used; the shell's offline status, cookie notice, footer and search results and the head builders are chunks of their own, loaded after hydration. Parts below the fold (the menu-insight carousels, the offers' and Flavor Central's lower sections, a product's detail sections, a recipe's card preview, related recipes) are visible parts: in the server HTML, their chunks requested when the visitor nears them; the compare tray is loaded only by a page showing a selection. The build has no dependency-preload map (\`build.modulePreload: false\`) and inlines imported constants, so Rolldown's runtime helpers are a small file beside the entry. \`apps/site/src/server/first-load.test.ts\` holds every content page to its budget.`,
  '',
  '| page module | first load, gzip (KiB) | page chunks only, gzip (KiB) | first load, raw (KiB) |',
  '| --- | ---: | ---: | ---: |',
  ...rows.sort(),
  '',
  `What the entry is made of (source maps; each part gzipped on its own, so they add up to a little more than the file):`,
  '',
  '| package or workspace | gzip (KiB) | raw (KiB) |',
  '| --- | ---: | ---: |',
  ...composition(client, entry.chunks)
    .filter((part) => part.gzip >= 256)
    .map((part) => `| ${part.group} | ${kb(part.gzip)} | ${kb(part.raw)} |`),
].join('\n');
console.log(body);
writeSection(join(root, 'docs/benchmarks.md'), 'js-size', body);
