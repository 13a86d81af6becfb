import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort, percentile, waitFor } from './lib.mjs';

const root = resolve(import.meta.dirname, '..');
const COLD_CONCURRENCY = 4;
const SEARCH_PAGES = 150;
const MAX_URLS = 4000;
async function json(base, path) {
  const r = await fetch(base + path);
  if (!r.ok) throw new Error(`${path} answered ${r.status}`);
  return (await r.json()).data;
}

/** Every item of a paged list (`limit` 100). */
async function allPages(base, path, key) {
  const items = [];
  for (let page = 1; ; page += 1) {
    const data = await json(base, `${path}?limit=100&page=${page}`);
    items.push(...data[key]);
    if (!data.paging.hasNext) return items;
  }
}

/** 150 distinct search terms: the most frequent words of product names and recipe titles, then pairs of them. */
function searchTerms(products, recipes) {
  const counts = new Map();
  for (const text of [...products.map((p) => p.name), ...recipes.map((r) => r.title)])
    for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const words = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const terms = words.slice(0, SEARCH_PAGES);
  for (let i = 0; terms.length < SEARCH_PAGES; i += 1) terms.push(`${words[i]} ${words[i + 1]}`);
  return terms;
}

async function get(base, url, headers = {}) {
  const started = performance.now();
  const r = await fetch(base + url, { headers, redirect: 'manual' });
  const body = Buffer.from(await r.arrayBuffer());
  return {
    status: r.status,
    type: r.headers.get('content-type') ?? '',
    body,
    ms: performance.now() - started,
  };
}

/** Fetches `urls` once each, `concurrency` at a time; every one must answer 200. */
async function coldRenders(base, urls) {
  const queue = [...urls];
  const times = [];
  const started = performance.now();
  const worker = async () => {
    while (queue.length > 0) {
      const url = queue.shift();
      const r = await get(base, url, { 'accept-encoding': 'gzip' });
      if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
      times.push(r.ms);
    }
  };
  await Promise.all(Array.from({ length: COLD_CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    pages: urls.length,
    perSecond: urls.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Visits every internal page link reachable from / (server HTML, no JavaScript), each once; HTML sizes by URL. */
async function crawl(base) {
  const origin = new URL(base).origin;
  const seen = new Set(['/']);
  const queue = ['/'];
  const sizes = [];
  const worker = async () => {
    while (queue.length > 0) {
      const url = queue.shift();
      const r = await get(base, url);
      if (r.status >= 500) throw new Error(`${url} answered ${r.status}`);
      if (!r.type.includes('text/html')) continue;
      const html = r.body.toString('utf8');
      sizes.push({ url, bytes: r.body.length });
      for (const [tag, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>/g)) {
        // Like e2e/crawl.spec.ts (and a search engine): `rel="nofollow"` links (add to compare) are not pages.
        if (/\srel="[^"]*\bnofollow\b/.test(tag)) continue;
        const href = decode(raw);
        if (href === '' || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
        const link = new URL(href, origin + url);
        if (link.origin !== origin || /^\/(api|img|files|assets)\//.test(link.pathname)) continue;
        const key = `${link.pathname}${link.search}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (seen.size > MAX_URLS) throw new Error(`the crawl passed ${MAX_URLS} URLs`);
        queue.push(key);
      }
    }
  };
  while (queue.length > 0) await Promise.all(Array.from({ length: COLD_CONCURRENCY }, worker));
  return sizes.sort((a, b) => b.bytes - a.bytes);
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

function startProcess(args, env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const closed = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await closed;
  clearTimeout(timer);
}

// bench/memory-flags.mjs (issue 12 item 3): the server started with each set of V8 flags in turn, each on a copy of
// one seeded PGlite DATA_DIR: cold renders of every product, recipe and 150 search pages (pages/s), then the
// whole-site crawl; resident memory after it (VmRSS, VmHWM) and V8's peak heap (a preload samples it every 100 ms).
// `node bench/memory-flags.mjs` after a build; run it under `flock /work/wt/heavy.lock` on a shared machine.
const preload = join(root, 'bench/heap-peak.mjs');
const CONFIGS = [
  ['--max-semi-space-size=16'],
  ['--max-semi-space-size=16', '--max-old-space-size=192'],
  ['--max-semi-space-size=16', '--optimize-for-size'],
  ['--max-semi-space-size=16', '--max-old-space-size=256'],
].filter((_, i) => !process.argv[2] || process.argv[2].split(',').includes(String(i)));

async function serve(flags, dataDir, peakFile) {
  const port = await freePort();
  const child = startProcess([...flags, '--import', preload, join(root, 'apps/site/dist/server.js')], {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    HEAP_PEAK_FILE: peakFile,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, 300_000);
  return { child, base };
}

const seeded = mkdtempSync(join(tmpdir(), 'larder-bench-memory-'));
const peakFile = join(seeded, '..', `${seeded.split('/').pop()}.peak.json`);
{
  const { child } = await serve(['--max-semi-space-size=16'], seeded, peakFile);
  await stop(child);
}
const results = [];
for (const flags of CONFIGS) {
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-memory-'));
  cpSync(seeded, dataDir, { recursive: true });
  const { child, base } = await serve(flags, dataDir, peakFile);
  try {
    const products = await allPages(base, '/api/products', 'products');
    const recipes = await allPages(base, '/api/recipes', 'recipes');
    for (let round = 0; round < 3; round += 1)
      for (const url of ['/', '/products', '/recipes', '/plus-one', '/faq', '/about-us'])
        await get(base, url);
    const urls = [
      ...new Set(products.map((p) => `/products/${encodeURIComponent(p.slug)}`)),
      ...recipes.map((r) => `/recipes/${encodeURIComponent(r.slug)}`),
      ...searchTerms(products, recipes).map((term) => `/search-result?${new URLSearchParams({ term })}`),
    ];
    const cold = await coldRenders(base, urls);
    const crawled = await crawl(base);
    const memory = memoryOf(child.pid);
    await new Promise((r) => setTimeout(r, 300));
    const heap = JSON.parse(readFileSync(peakFile, 'utf8'));
    const row = { flags: flags.join(' '), cold, crawled: crawled.length, memory, heap };
    console.log(JSON.stringify(row));
    results.push(row);
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
rmSync(seeded, { recursive: true, force: true });
rmSync(peakFile, { force: true });
console.log(
  '| flags | cold pages | pages/s | p95 (ms) | pages crawled | VmRSS after crawl | VmHWM | peak V8 heap used / committed (limit) |',
);
console.log('| --- | --: | --: | --: | --: | --: | --: | --: |');
for (const r of results)
  console.log(
    `| \`${r.flags}\` | ${r.cold.pages} | ${r.cold.perSecond.toFixed(1)} | ${r.cold.p95.toFixed(0)} | ${r.crawled} | ${r.memory.rss.toFixed(0)} MiB | ${r.memory.peak.toFixed(0)} MiB | ${r.heap.peakUsed.toFixed(0)} / ${r.heap.peakTotal.toFixed(0)} MiB (${r.heap.limit.toFixed(0)}) |`,
  );
