#!/usr/bin/env node
// Serving pages (issue 12): each figure against a baseline measured in the same run.
//
//   npm run build && node bench/pages.mjs [--compare=/path/to/other/checkout] [--duration=5] [--connections=16]
//
// For each server (the built `apps/site/dist/server.js` of this checkout, and first that of `--compare`, another
// built checkout such as main's, when given), on a fresh PGlite DATA_DIR:
// 1. cold renders: every product page, every recipe page and 150 distinct search pages, each fetched once, four
//    at a time (pages/s, p50, p95);
// 2. a crawl of every internal link reachable from / in the server HTML (like e2e/crawl.spec.ts): the largest
//    HTML, then the server's resident memory (VmRSS, and its peak VmHWM, from /proc);
// 3. repeated pages: autocannon (`--connections`, `--duration` s) on one URL at a time, beside a bare `node:http`
//    server (its own process) sending the very bytes the site sent for that URL (gzip), measured right after.
// Written into docs/benchmarks.md between the `pages` markers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { arg, freePort, serverEnv, waitFor, writeSection } from './lib.mjs';
import {
  COLD_CONCURRENCY,
  allPages,
  coldRenders,
  crawl,
  get,
  memoryOf,
  searchTerms,
  startProcess,
  stop,
} from './site-load.mjs';

const root = resolve(import.meta.dirname, '..');
const compare = arg('compare', undefined);
const duration = Number(arg('duration', '5'));
const connections = Number(arg('connections', '16'));

/** The pages of the repeated-page benchmark (a product and a recipe are picked from the API). */
const REPEATED = ['/', '/products', 'product', 'recipe', '/faq/allergen', '/search-result?term=ranch'];

/** A bare node:http server (its own process) answering every request with `body` and `headers`. */
async function rawServer(body, headers) {
  const dir = mkdtempSync(join(tmpdir(), 'larder-bench-raw-'));
  writeFileSync(join(dir, 'body'), body);
  writeFileSync(join(dir, 'headers.json'), JSON.stringify(headers));
  const port = await freePort();
  const script = `
    const { readFileSync } = require('node:fs');
    const body = readFileSync(${JSON.stringify(join(dir, 'body'))});
    const headers = JSON.parse(readFileSync(${JSON.stringify(join(dir, 'headers.json'))}, 'utf8'));
    require('node:http').createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, '127.0.0.1');`;
  const child = startProcess(['-e', script], process.env);
  await waitFor(`http://127.0.0.1:${port}/`, 10_000);
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await stop(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function load(url) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, connections, duration, headers: { 'accept-encoding': 'gzip' } }, (error, result) => {
      if (error) reject(error);
      else resolvePromise(result);
    });
  });
}

/** One URL under load on the site, then on the bare server with the same bytes. */
async function repeated(base, url) {
  const first = await fetch(base + url, { headers: { 'accept-encoding': 'gzip' } });
  // fetch decodes gzip itself; take the wire bytes from a raw request instead.
  await first.arrayBuffer();
  const wire = await new Promise((resolvePromise, reject) => {
    import('node:http').then(({ get: httpGet }) =>
      httpGet(base + url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolvePromise({ body: Buffer.concat(chunks), headers: res.headers }));
      }).on('error', reject),
    );
  });
  if (wire.headers['content-encoding'] !== 'gzip') throw new Error(`${url} was not sent gzipped`);
  const htmlBytes = gunzipSync(wire.body).length;
  const site = await load(base + url);
  const raw = await rawServer(wire.body, {
    'content-type': wire.headers['content-type'],
    'content-encoding': 'gzip',
    'content-length': String(wire.body.length),
  });
  try {
    const bare = await load(raw.url + url);
    // Requests still open when the time is up count as errors; a refusal or an error status is a failure.
    const ok = (r) => r['2xx'] > 0 && r.non2xx === 0;
    for (const [name, r] of [
      ['site', site],
      ['bare', bare],
    ])
      if (!ok(r))
        throw new Error(
          `${url} on the ${name} server: ${r['2xx']} 2xx, ${r.non2xx} other, ${r.errors} errors, ${r.timeouts} timeouts`,
        );
    return {
      url,
      gzipBytes: wire.body.length,
      htmlBytes,
      site: site.requests.average,
      bare: bare.requests.average,
      siteP99: site.latency.p99,
    };
  } finally {
    await raw.close();
  }
}

/** The raw `node:http` limit of this machine now: a bare server answering 'hello world' under the same load. */
async function helloLimit() {
  const raw = await rawServer(Buffer.from('hello world'), {
    'content-type': 'text/plain',
    'content-length': '11',
  });
  try {
    const result = await load(`${raw.url}/`);
    return { perSecond: result.requests.average };
  } finally {
    await raw.close();
  }
}

/** Every figure for the server of the checkout at `checkout`. */
async function measure(checkout, label) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-pages-'));
  // Started as `npm start` starts it (scripts/start.mjs: the young generation's size).
  const server = startProcess(
    ['--max-semi-space-size=16', join(checkout, 'apps/site/dist/server.js')],
    serverEnv(port, dataDir),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, 180_000);
    console.log(`[bench:pages] ${label}: server ready`);
    const products = await allPages(base, '/api/products', 'products');
    const recipes = await allPages(base, '/api/recipes', 'recipes');
    const repeatedUrls = REPEATED.map((url) =>
      url === 'product'
        ? `/products/${encodeURIComponent(products[0].slug)}`
        : url === 'recipe'
          ? `/recipes/${encodeURIComponent(recipes[0].slug)}`
          : url,
    );
    // Warm-up (JIT, first query plans) on pages the cold set does not contain.
    const warm = ['/recipes', '/plus-one', '/faq', '/about-us', ...repeatedUrls];
    for (let round = 0; round < 3; round += 1) for (const url of warm) await get(base, url);

    const productUrls = [...new Set(products.map((p) => `/products/${encodeURIComponent(p.slug)}`))];
    const recipeUrls = recipes.map((r) => `/recipes/${encodeURIComponent(r.slug)}`);
    const searchUrls = searchTerms(products, recipes).map(
      (term) => `/search-result?${new URLSearchParams({ term })}`,
    );
    const coldUrls = [...productUrls, ...recipeUrls, ...searchUrls].filter((u) => !repeatedUrls.includes(u));
    console.log(`[bench:pages] ${label}: cold renders of ${coldUrls.length} pages …`);
    const cold = await coldRenders(base, coldUrls);
    // The same pages again: now from the page cache (a warm render), unless its byte bound let them go.
    console.log(`[bench:pages] ${label}: warm renders of the same ${coldUrls.length} pages …`);
    const warmAgain = await coldRenders(base, coldUrls);

    console.log(`[bench:pages] ${label}: crawl …`);
    const sizes = await crawl(base);
    const memory = memoryOf(server.pid);

    const rows = [];
    for (const url of repeatedUrls) {
      console.log(`[bench:pages] ${label}: ${url} under load …`);
      rows.push(await repeated(base, url));
    }
    return { label, cold, warm: warmAgain, crawled: sizes.length, largest: sizes.slice(0, 5), memory, rows };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = loadavg()[0];
const hello = await helloLimit();
const results = [];
if (compare) results.push(await measure(resolve(compare), 'before'));
results.push(await measure(root, compare ? 'after' : 'this checkout'));

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const fixed = (n, d = 0) => n.toFixed(d);
const who = (r) => (r.label === 'before' ? `before (\`${compare}\`)` : r.label);
const command = `npm run build && node bench/pages.mjs${compare ? ` --compare=${compare}` : ''} --duration=${duration} --connections=${connections}`;
const lines = [
  `Command: \`${command}\` (${new Date().toISOString().slice(0, 10)}; loopback, fresh PGlite database, \`LOG_LEVEL=warn\`, \`NODE_ENV=production\`; the machine is shared with other work, so compare figures of one run only; 1-minute load average at the start: ${loadBefore.toFixed(1)} on ${(await import('node:os')).availableParallelism()} cores).`,
  '',
  `### Repeated pages (autocannon, ${connections} connections, ${duration} s, \`Accept-Encoding: gzip\`)`,
  '',
  'Baseline: a bare `node:http` server in its own process sending the very bytes the site sent for that URL, measured right after the site.',
  '',
  '| server | page | HTML | gzip | site (req/s) | bare node:http (req/s) | site / bare | site p99 (ms) |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.flatMap((r) =>
    r.rows.map(
      (row) =>
        `| ${r.label} | \`${row.url.length > 40 ? `${row.url.slice(0, 37)}…` : row.url}\` | ${kib(row.htmlBytes)} | ${kib(row.gzipBytes)} | ${fixed(row.site)} | ${fixed(row.bare)} | ${(row.site / row.bare).toFixed(3)}× | ${row.siteP99} |`,
    ),
  ),
  '',
  `### Cold and warm renders (each page once, ${COLD_CONCURRENCY} at a time)`,
  '',
  'Every product page, every recipe page and 150 distinct search pages, after a short warm-up on other pages (cold: never rendered before); then the same pages again right after (warm: from the page cache, unless its byte bound let them go). Baseline: the raw `node:http` limit of this run, a bare server answering `hello world` under the autocannon load above: ' +
    `${fixed(hello.perSecond)} req/s.`,
  '',
  '| server | renders | pages | pages/s | pages/s ÷ hello-world req/s | p50 (ms) | p95 (ms) |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.flatMap((r) =>
    [
      ['cold', r.cold],
      ['warm', r.warm],
    ].map(
      ([kind, c]) =>
        `| ${who(r)} | ${kind} | ${c.pages} | ${fixed(c.perSecond, 1)} | ${(c.perSecond / hello.perSecond).toFixed(3)}× | ${fixed(c.p50)} | ${fixed(c.p95)} |`,
    ),
  ),
  '',
  '### Whole-site crawl: HTML weight and memory',
  '',
  'Every internal link reachable from / (server HTML), each once, after the cold renders above; then the resident memory of the server process right after the last response of the crawl, before the idle collection (`idle-gc.ts`) runs: for the memory once the server is idle, see the idle-collection section below.',
  '',
  '| server | pages crawled | largest HTML | next largest | resident memory (VmRSS) | peak (VmHWM) |',
  '| --- | ---: | --- | --- | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${who(r)} | ${r.crawled} | ${kib(r.largest[0].bytes)} \`${r.largest[0].url}\` | ${r.largest
        .slice(1, 4)
        .map((s) => `${kib(s.bytes)} \`${s.url}\``)
        .join(', ')} | ${fixed(r.memory.rss)} MiB | ${fixed(r.memory.peak)} MiB |`,
  ),
];
const body = lines.join('\n');
console.log(body);
writeSection(join(root, 'docs/benchmarks.md'), 'pages', body);
