// The load a benchmark puts on a built site (shared by bench/pages.mjs and bench/memory-flags.mjs): the URL sets
// (every product and recipe page, distinct search pages), cold renders four at a time, the whole-site crawl, and
// the server process's start, stop and resident memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { percentile } from './lib.mjs';

export const COLD_CONCURRENCY = 4;
export const SEARCH_PAGES = 150;
export const MAX_URLS = 4000;

export async function json(base, path) {
  const r = await fetch(base + path);
  if (!r.ok) throw new Error(`${path} answered ${r.status}`);
  return (await r.json()).data;
}

/** Every item of a paged list (`limit` 100). */
export async function allPages(base, path, key) {
  const items = [];
  for (let page = 1; ; page += 1) {
    const data = await json(base, `${path}?limit=100&page=${page}`);
    items.push(...data[key]);
    if (!data.paging.hasNext) return items;
  }
}

/** 150 distinct search terms: the most frequent words of product names and recipe titles, then pairs of them. */
export function searchTerms(products, recipes) {
  const counts = new Map();
  for (const text of [...products.map((p) => p.name), ...recipes.map((r) => r.title)])
    for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const words = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const terms = words.slice(0, SEARCH_PAGES);
  for (let i = 0; terms.length < SEARCH_PAGES; i += 1) terms.push(`${words[i]} ${words[i + 1]}`);
  return terms;
}

export async function get(base, url, headers = {}) {
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
export async function coldRenders(base, urls) {
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

export const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Visits every internal page link reachable from / (server HTML, no JavaScript), each once; HTML sizes by URL. */
export async function crawl(base) {
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

export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

export function startProcess(args, env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  return child;
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const closed = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await closed;
  clearTimeout(timer);
}
