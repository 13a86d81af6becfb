#!/usr/bin/env node
// Server HTML weight of every page kind (issue 12: the largest page ≤ 100 KiB).
//
//   npm run build && node bench/html-size.mjs [--compare=/path/to/other/built/checkout] [--port=3210]
//
// For each server (this checkout's built `apps/site/dist/server.js`, and first `--compare`'s when given), on a fresh
// PGlite DATA_DIR: every SEO route (api/content/seo.json), every product and recipe page, a search page, each list
// at pages 1, 2 and its last, and every page of the allergen matrix, each fetched once; the raw HTML bytes (what a
// browser parses), the largest ten, and how many pages exceed 100 KiB. A size, not a time: no baseline needed.
// Written into docs/benchmarks.md between the `html-size` markers.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { arg, freePort, waitFor, writeSection } from './lib.mjs';

const root = resolve(import.meta.dirname, '..');
const compare = arg('compare');
// A fixed port (e.g. within the range a shared machine gives you); the compared server takes the next one.
const fixedPort = Number(arg('port')) || 0;
const LIMIT = 100 * 1024;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function json(base, path) {
  const r = await fetch(base + path);
  if (!r.ok) throw new Error(`${path} answered ${r.status}`);
  return (await r.json()).data;
}

async function allItems(base, path, key) {
  const items = [];
  for (let page = 1; ; page += 1) {
    const data = await json(base, `${path}?limit=100&page=${page}`);
    items.push(...data[key]);
    if (!data.paging.hasNext) return items;
  }
}

async function measure(checkout, label, portOffset) {
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-html-'));
  const port = fixedPort ? fixedPort + portOffset : await freePort();
  const child = spawn(process.execPath, [join(checkout, 'apps/site/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, 120_000);
    const seo = JSON.parse(readFileSync(join(checkout, 'api/content/seo.json'), 'utf8'));
    const products = await allItems(base, '/api/products', 'products');
    const recipes = await allItems(base, '/api/recipes', 'recipes');
    const plusOnes = await allItems(base, '/api/plusones', 'plusOnes');
    const last = (count) => Math.ceil(count / 30);
    const paths = new Set([
      ...seo.map((row) => row.path).filter((path) => path !== '/404'),
      '/search-result?term=ranch',
      ...[2, last(products.length)].map((page) => `/products?page=${page}`),
      ...[2, last(recipes.length)].map((page) => `/recipes?page=${page}`),
      ...[2, last(plusOnes.length)].map((page) => `/plus-one?page=${page}`),
      ...Array.from({ length: 9 }, (_, index) => `/allergens?page=${index + 2}`),
      ...products.map((product) => `/products/${product.slug}`),
      ...recipes.map((recipe) => `/recipes/${recipe.slug}`),
    ]);
    const sizes = [];
    for (const path of paths) {
      const r = await fetch(base + path);
      const bytes = Buffer.byteLength(await r.text());
      // An allergen page past the last is the last page again (older checkouts ignore ?page): keep distinct ones.
      if (r.status === 200) sizes.push({ path, bytes });
    }
    sizes.sort((a, b) => b.bytes - a.bytes);
    return { label, sizes };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = [];
if (compare) runs.push(await measure(resolve(compare), 'compared checkout', 1));
runs.push(await measure(root, 'this checkout', 0));

const kinds = [
  '/',
  '/products',
  '/products?page=2',
  '/recipes',
  '/recipes?page=2',
  '/plus-one',
  '/allergens',
];
const rows = runs.map(({ label, sizes }) => {
  const of = (path) => sizes.find((size) => size.path === path)?.bytes;
  const over = sizes.filter((size) => size.bytes > LIMIT);
  return `| ${label} | ${sizes.length} | ${over.length} | ${kinds.map((path) => (of(path) ? kib(of(path)) : '–')).join(' | ')} | ${sizes
    .slice(0, 6)
    .map((size) => `${kib(size.bytes)} \`${size.path}\``)
    .join(', ')} |`;
});
const body = `## Server HTML size

Command: \`npm run build && node bench/html-size.mjs${compare ? ' --compare=…' : ''}${fixedPort ? ` --port=${fixedPort}` : ''}\` (${new Date().toISOString().slice(0, 10)}; a fresh PGlite database; raw server HTML bytes, what the browser parses, not the gzip on the wire).

Every SEO route, every product and recipe page, a search page, each list at pages 2 and its last, and the allergen matrix pages.

| server | pages | over 100 KiB | ${kinds.map((path) => `\`${path}\``).join(' | ')} | largest |
| --- | ---: | ---: | ${kinds.map(() => '---:').join(' | ')} | --- |
${rows.join('\n')}`;
writeSection(join(root, 'docs/benchmarks.md'), 'html-size', body);
console.log(body);
