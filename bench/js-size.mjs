#!/usr/bin/env node
// First-load JavaScript of every page of the site, from the Vite manifest of the client build: the entry chunk and
// the page's lazy module, each with its static imports (dynamic imports such as dialogs and the captcha widget are
// not loaded until used), gzip level 9. Written into docs/benchmarks.md between the `js-size` markers.
//
//   npm run build && node bench/js-size.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeSection } from './lib.mjs';

const root = resolve(import.meta.dirname, '..');
const site = join(root, 'apps/site');
const manifest = JSON.parse(readFileSync(join(site, 'dist/client/.vite/manifest.json'), 'utf8'));

/** Page module → route path, read from the route files (`lazyPage('src/pages/x.tsx', …)` then `path: …`). */
function pages() {
  const found = new Map();
  for (const file of readdirSync(join(site, 'src')).filter((f) => f.endsWith('routes.ts'))) {
    for (const [, module] of readFileSync(join(site, 'src', file), 'utf8').matchAll(
      /lazyPage\(\s*'([^']+)'/g,
    )) {
      found.set(module, module.replace('src/pages/', '').replace('.tsx', ''));
    }
  }
  return found;
}

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk.imports ?? []) closure(next, seen);
  return seen;
}

const gzipOf = new Map();
function size(keys) {
  let raw = 0;
  let gz = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (!gzipOf.has(file)) {
      const bytes = readFileSync(join(site, 'dist/client', file));
      gzipOf.set(file, { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length });
    }
    raw += gzipOf.get(file).raw;
    gz += gzipOf.get(file).gz;
  }
  return { raw, gz };
}

const entry = closure('src/entry-client.tsx');
const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
for (const [module, name] of pages()) {
  if (!manifest[module]) continue;
  const all = closure(module, new Set(entry));
  const pageOnly = [...all].filter((key) => !entry.has(key));
  const total = size(all);
  rows.push(`| ${name} | ${kb(total.gz)} | ${kb(size(pageOnly).gz)} | ${kb(total.raw)} |`);
}
const shared = size(entry);
const body = [
  `Command: \`npm run build && node bench/js-size.mjs\` (${new Date().toISOString().slice(0, 10)}). First-load JavaScript per page: the entry chunk (router, React, SWR, shell — ${kb(shared.gz)} KiB gzip, shared by every page) plus the page's own chunks, static imports only. Dialogs, forms on content pages, the ALTCHA widget and pdf.js (the recipe card preview) are dynamic imports, loaded when used.`,
  '',
  '| page module | first load, gzip (KiB) | page chunks only, gzip (KiB) | first load, raw (KiB) |',
  '| --- | ---: | ---: | ---: |',
  ...rows.sort(),
].join('\n');
console.log(body);
writeSection(join(root, 'docs/benchmarks.md'), 'js-size', body);
