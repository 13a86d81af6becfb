#!/usr/bin/env node
// API benchmark, written into docs/benchmarks.md between the `api` markers:
//  1. cold start of the README's `npm start` path: `node scripts/start.mjs` with a fresh empty DATA_DIR and a random
//     PORT, from spawn to the first 200 of /api/health and of `/`; once forcing the build (TURBO_FORCE=true, every
//     task rebuilt) and once with turbo's build cache warm (the typical re-run), in that order so the second run
//     finds the cache the first one filled;
//  2. cold start of the built server alone (apps/site/dist/server.js, fresh embedded database), then p50/p99 of
//     /api/search and /api/products against a baseline measured in the same run (/api/health, which touches the
//     database with one trivial query);
//  3. the row counts of the database that server seeded (read with PGlite after it stopped), beside the number of
//     items in api/content.
// The `npm start` runs build apps/site (replacing apps/site/dist): in the shared checkout run the bench under the
// site lock, `flock /tmp/site.lock node bench/api.mjs`.
//
//   node bench/api.mjs [--requests=400] [--start=forced,warm|warm|none]
//
// With --start=none nothing is built: run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { arg as option, freePort, percentile, writeSection, waitFor } from './lib.mjs';

const root = resolve(import.meta.dirname, '..');
const requests = Number(option('requests', 400));
const startRuns = option('start', 'forced,warm')
  .split(',')
  .filter((run) => run !== 'none' && run !== '');
for (const run of startRuns)
  if (!['forced', 'warm'].includes(run)) throw new Error(`unknown --start run: ${run}`);

/** Stops a process started with `detached: true` and everything it started (its process group). */
async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const closed = new Promise((r) => child.once('close', r));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 15_000);
  await closed;
  clearTimeout(timer);
}

/** Polls `url` until it answers 200; fails early when `child` exits first. */
async function firstOk(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    try {
      const r = await fetch(url);
      await r.arrayBuffer();
      if (r.status === 200) return performance.now();
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** `node scripts/start.mjs` (what `npm start` runs) on a fresh DATA_DIR: spawn → first 200 of /api/health and /. */
async function measureNpmStart(run) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-start-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.TURBO_FORCE;
  if (run === 'forced') env.TURBO_FORCE = 'true';
  let output = '';
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  try {
    const health = (await firstOk(`${base}/api/health`, child, 20 * 60_000)) - t0;
    const home = (await firstOk(`${base}/`, child, 60_000)) - t0;
    const text = stripAnsi(output);
    const build = Number(/\[start\] Build ready in ([\d.]+) s/.exec(text)?.[1] ?? NaN);
    const cached = /Cached:\s+(\d+) cached, (\d+) total/.exec(text);
    return {
      run,
      health,
      home,
      build: build * 1000,
      cache: cached ? `${cached[1]} of ${cached[2]} tasks from cache` : 'n/a',
      fullyCached: cached !== null && cached[1] === cached[2],
    };
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Row counts of the seeded database in `dataDir` (the server must have stopped: PGlite is single-process). */
async function seededCounts(dataDir) {
  const pg = new PGlite(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    const totals = await pg.query(`select
      (select count(*)::int from products) as products,
      (select count(*)::int from products where status = 'Website Active') as active_products,
      (select count(distinct website_group)::int from products where product_type = 'dressings') as dressings,
      (select count(distinct website_group)::int from products
         where product_type = 'dressings' and status = 'Website Active') as active_dressings,
      (select count(*)::int from recipes) as recipes,
      (select count(*)::int from plus_ones) as plus_ones,
      (select count(*)::int from curated_lists) as curated_lists,
      (select count(*)::int from seo) as seo,
      (select count(*)::int from home_blocks) as home_blocks,
      (select count(*)::int from search_words) as search_words`);
    const lookups = await pg.query('select dataset, count(*)::int as count from lookups group by dataset');
    return {
      ...totals.rows[0],
      lookups: Object.fromEntries(lookups.rows.map((row) => [row.dataset, row.count])),
    };
  } finally {
    await pg.close();
  }
}

/** Files (count, bytes) under `dir`, recursively. */
function filesUnder(dir) {
  let count = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

function seededTable(counts) {
  const contentDir = join(root, 'api/content');
  const json = (file) => JSON.parse(readFileSync(join(contentDir, file), 'utf8'));
  const products = json('products.json');
  const active = products.filter((product) => product.status === 'Website Active');
  const groups = (list) =>
    new Set(list.filter((product) => product.productType === 'dressings').map((p) => p.websiteGroup)).size;
  const lookup = (dataset) => json(`lookups/${dataset}.json`).length;
  const images = filesUnder(join(contentDir, 'images'));
  const rows = [
    ['products (every status)', counts.products, products.length],
    ['products, Website Active (listed and searchable)', counts.active_products, active.length],
    ['dressings (distinct `websiteGroup` of product type dressings)', counts.dressings, groups(products)],
    ['dressings, Website Active', counts.active_dressings, groups(active)],
    ['recipes', counts.recipes, json('recipes.json').length],
    ['plus-ones (Make it your own)', counts.plus_ones, json('plusones.json').length],
    ['flavors', counts.lookups.flavors ?? 0, lookup('flavors')],
    ['packagings', counts.lookups.packagings ?? 0, lookup('packagings')],
    ['product lines', counts.lookups.productLines ?? 0, lookup('productLines')],
    ['product categories', counts.lookups.products ?? 0, lookup('products')],
    ['dishes', counts.lookups.dishes ?? 0, lookup('dishes')],
    ['courses', counts.lookups.courses ?? 0, lookup('courses')],
    ['ingredients', counts.lookups.ingredients ?? 0, lookup('ingredients')],
    ['trends', counts.lookups.trends ?? 0, lookup('trends')],
    ['curated lists', counts.curated_lists, json('curatedLists.json').length],
    ['SEO rows', counts.seo, json('seo.json').length],
    ['home blocks', counts.home_blocks, json('homeBlocks.json').length],
    ['typo-correction vocabulary (`search_words`)', counts.search_words, '—'],
  ];
  return [
    '### Seeded catalogue',
    '',
    'Rows in the database the server above created and seeded (counted with PGlite after it stopped), beside the items in `api/content/`.',
    '',
    '| content | database rows | items in api/content |',
    '| --- | ---: | ---: |',
    ...rows.map(([name, db, files]) => `| ${name} | ${db} | ${files} |`),
    `| image files (api/content/images, ${(images.bytes / 1024 / 1024).toFixed(1)} MB, served by the image route) | — | ${images.count} |`,
  ];
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// 1. `npm start`, cold. Others may edit sources between two runs, so a warm run that still rebuilt something is
// repeated (twice at most) and the table says how many tasks came from the cache.
const starts = [];
for (const run of startRuns) {
  for (let attempt = 1; ; attempt += 1) {
    console.log(`[bench:api] node scripts/start.mjs, build ${run === 'forced' ? 'forced' : 'cache warm'} …`);
    const result = await measureNpmStart(run);
    if (run === 'forced' || result.fullyCached || attempt === 3) {
      starts.push(result);
      break;
    }
    console.log(`[bench:api] ${result.cache}: sources changed since the last build; once more`);
  }
}

// 2. The built server alone, then latencies.
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-'));
const lines = [];
try {
  const t0 = performance.now();
  const server = spawn(process.execPath, [join(root, 'apps/site/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, 120_000);
    const coldStartMs = performance.now() - t0;
    const warmT0 = performance.now();
    await fetch(`${base}/products`).then((r) => r.text());
    const firstPageMs = performance.now() - warmT0;

    const terms = [
      'ranch',
      'rnach dressing',
      'balsamc',
      'carribean',
      'boom boom sauce',
      'ke5052',
      'ital',
      'honey',
    ];
    const filters = [
      '',
      'flavor=ranch',
      'package=cup',
      'attribute=glutenFree,hfcs',
      'page=3',
      'productLines=essentials',
    ];
    const cases = {
      'GET /api/health (baseline)': () => '/api/health',
      'GET /api/search': (i) => `/api/search?searchTerm=${encodeURIComponent(terms[i % terms.length])}`,
      'GET /api/products': (i) =>
        `/api/products${filters[i % filters.length] ? `?${filters[i % filters.length]}` : ''}`,
    };
    // Warm-up: JIT, caches, first query plans.
    for (const make of Object.values(cases))
      for (let i = 0; i < 40; i++) await fetch(base + make(i)).then((r) => r.arrayBuffer());

    const rows = [];
    for (const [name, make] of Object.entries(cases)) {
      const times = [];
      for (let i = 0; i < requests; i++) {
        const s = performance.now();
        const r = await fetch(base + make(i));
        await r.arrayBuffer();
        if (!r.ok) throw new Error(`${name} answered ${r.status}`);
        times.push(performance.now() - s);
      }
      rows.push({ name, p50: percentile(times, 50), p99: percentile(times, 99) });
    }
    const baseline = rows[0];
    const command = `node bench/api.mjs --requests=${requests}${startRuns.length === 2 ? '' : ` --start=${startRuns.join(',') || 'none'}`}`;
    lines.push(
      `Command: \`${startRuns.length > 0 ? command : `npm run build && ${command}`}\` (one client, sequential requests over loopback, fresh PGlite database, ${new Date().toISOString().slice(0, 10)}).`,
      '',
    );
    if (starts.length > 0) {
      lines.push(
        '### Cold start of `npm start`',
        '',
        '`node scripts/start.mjs` (what `npm start` runs) with a fresh empty `DATA_DIR` and a random `PORT`: turbo builds what is stale, then the server creates, migrates and seeds the embedded database and listens. Times from spawn.',
        '',
        '| build | build step (turbo) | first 200 of /api/health | first 200 of / |',
        '| --- | ---: | ---: | ---: |',
        ...starts.map(
          (s) =>
            `| ${s.run === 'forced' ? 'forced (`TURBO_FORCE=true node scripts/start.mjs`)' : 'cache warm (`node scripts/start.mjs`, the usual re-run)'}: ${s.cache} | ${seconds(s.build)} | ${seconds(s.health)} | ${seconds(s.home)} |`,
        ),
        '',
        '### Built server and API latency',
        '',
      );
    }
    lines.push(
      `Cold start of \`apps/site/dist/server.js\` alone (spawn → first /api/health answer, including creating, migrating and seeding the database): **${seconds(coldStartMs)}**; first server-rendered /products after that: ${firstPageMs.toFixed(0)} ms.`,
      '',
      '| call | p50 (ms) | p99 (ms) | p50 / baseline p50 |',
      '| --- | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.p50 / baseline.p50).toFixed(1)}× |`,
      ),
      '',
    );
  } finally {
    await stopGroup(server);
  }
  // 3. What the server seeded.
  lines.push(...seededTable(await seededCounts(dataDir)));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(lines.join('\n'));
writeSection(join(root, 'docs/benchmarks.md'), 'api', lines.join('\n'));
