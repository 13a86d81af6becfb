#!/usr/bin/env node
// Cold renders on the production starts (issue 12 item 2), each figure beside the others of the same run.
//
//   npm run build && node bench/cold-pages.mjs --postgres=postgres://postgres@127.0.0.1:5432/postgres [--rounds=2] [--port=N]
//
// The crawl of bench/pages.mjs (every product page, every recipe page and 150 distinct search pages, each fetched
// once, four at a time, after a short warm-up on other pages), on the built `apps/site/dist/server.js`:
// 1. one process on a fresh PGlite DATA_DIR (what `npm start` runs without DATABASE_URL);
// 2. with `--postgres` (a URL of a PostgreSQL where the bench may create databases): the documented production
//    start (docs/deploy.md), `DATABASE_URL` on a fresh database and `WEB_CONCURRENCY=auto`, a node cluster of one
//    process per core.
// The bench client shares the machine's cores with the server: besides pages/s and latency it reports the CPU time
// per page of the server processes, of PostgreSQL's backends (those of the bench's database) and of itself.
// Written into docs/benchmarks.md between the `cold-pages` markers.
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { arg, freePort, serverEnv, waitFor, writeSection } from './lib.mjs';
import {
  COLD_CONCURRENCY,
  allPages,
  coldRenders,
  get,
  searchTerms,
  startProcess,
  stop,
} from './site-load.mjs';

const root = resolve(import.meta.dirname, '..');
const postgres = arg('postgres', undefined);
const rounds = Number(arg('rounds', '2'));
// The server's port (a free one when not given; a machine shared by several people may hand each a range).
const fixedPort = arg('port', undefined);

const TICK_MS = 10; // USER_HZ is 100 on Linux

function statOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return undefined;
  }
}

/** CPU milliseconds (user + system) each process of `pids` has used so far. */
function cpuOf(pids) {
  const used = new Map();
  for (const pid of pids) {
    const fields = statOf(pid);
    if (fields) used.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
  }
  return used;
}

/** `pid` and every process below it (a cluster's primary and its workers). */
function treeOf(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = statOf(entry)?.[1];
    if (parent) children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  const all = [];
  const queue = [String(pid)];
  while (queue.length > 0) {
    const next = queue.pop();
    all.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return all;
}

/** CPU milliseconds used between two `cpuOf` readings (a process seen only at the end counts from 0). */
function usedBetween(before, after) {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: postgres });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The backends of database `name` now (the cluster's pool connections). */
async function backendsOf(name) {
  return withAdmin(async (client) =>
    (await client.query('select pid from pg_stat_activity where datname = $1', [name])).rows.map((row) =>
      String(row.pid),
    ),
  );
}

/** One cold crawl on a fresh server: `engine` is 'pglite' (one process) or 'postgres' (the cluster). */
async function measure(engine) {
  const port = fixedPort ? Number(fixedPort) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-cold-'));
  let database;
  const extra = {};
  if (engine === 'postgres') {
    database = `larder_bench_cold_${process.pid}_${Date.now()}`;
    await withAdmin((client) => client.query(`create database ${database}`));
    const url = new URL(postgres);
    url.pathname = `/${database}`;
    Object.assign(extra, { DATABASE_URL: url.href, WEB_CONCURRENCY: 'auto' });
  }
  // Started as `npm start` starts it (scripts/start.mjs: the young generation's size).
  const server = startProcess(
    ['--max-semi-space-size=16', join(root, 'apps/site/dist/server.js')],
    serverEnv(port, dataDir, extra),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, 180_000);
    const products = await allPages(base, '/api/products', 'products');
    const recipes = await allPages(base, '/api/recipes', 'recipes');
    const warm = [
      '/recipes',
      '/plus-one',
      '/faq',
      '/about-us',
      '/',
      '/products',
      `/products/${encodeURIComponent(products[0].slug)}`,
      `/recipes/${encodeURIComponent(recipes[0].slug)}`,
      '/faq/allergen',
      '/search-result?term=ranch',
    ];
    // Every process of a cluster gets its share of the warm-up (the port is shared, connections spread).
    const warmRounds = engine === 'postgres' ? 3 * availableParallelism() : 3;
    for (let round = 0; round < warmRounds; round += 1) await Promise.all(warm.map((url) => get(base, url)));
    const urls = [
      ...new Set(products.map((p) => `/products/${encodeURIComponent(p.slug)}`)),
      ...recipes.map((r) => `/recipes/${encodeURIComponent(r.slug)}`),
      ...searchTerms(products, recipes).map((term) => `/search-result?${new URLSearchParams({ term })}`),
    ].filter((url) => !warm.includes(url));

    const servers = treeOf(server.pid);
    const backends = database ? await backendsOf(database) : [];
    const serverBefore = cpuOf(servers);
    const backendsBefore = cpuOf(backends);
    const clientBefore = process.cpuUsage();
    const cold = await coldRenders(base, urls);
    const client = process.cpuUsage(clientBefore);
    const serverMs = usedBetween(serverBefore, cpuOf(treeOf(server.pid)));
    const backendMs = database
      ? usedBetween(backendsBefore, cpuOf([...new Set([...backends, ...(await backendsOf(database))])]))
      : 0;
    return {
      engine,
      processes: servers.length,
      ...cold,
      serverMs: serverMs / cold.pages,
      postgresMs: backendMs / cold.pages,
      clientMs: (client.user + client.system) / 1000 / cold.pages,
    };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await withAdmin((c) => c.query(`drop database if exists ${database} with (force)`));
  }
}

const loadBefore = loadavg()[0];
const results = [];
for (let round = 1; round <= rounds; round += 1)
  for (const engine of postgres ? ['pglite', 'postgres'] : ['pglite']) {
    console.log(`[bench:cold-pages] round ${round}: ${engine} …`);
    results.push({ round, ...(await measure(engine)) });
  }

const start = {
  pglite: 'one process, PGlite (`DATA_DIR`)',
  postgres: `cluster on PostgreSQL (\`DATABASE_URL\`, \`WEB_CONCURRENCY=auto\`: ${availableParallelism()} processes)`,
};
const fixed = (n, d = 1) => n.toFixed(d);
const lines = [
  `Command: \`npm run build && node bench/cold-pages.mjs${postgres ? ' --postgres=<admin URL>' : ''} --rounds=${rounds}\` (${new Date().toISOString().slice(0, 10)}; loopback, fresh database each run, \`LOG_LEVEL=warn\`, \`NODE_ENV=production\`, PostgreSQL ${postgres ? 'a local cluster' : 'not measured'}; rounds alternate the starts; 1-minute load average at the start: ${loadBefore.toFixed(1)} on ${availableParallelism()} cores — the machine is shared with other work, so compare rows of one run only).`,
  '',
  `Every product page, every recipe page and 150 distinct search pages, each fetched once, ${COLD_CONCURRENCY} at a time, after a warm-up on other pages. CPU per page: the server's processes (with PGlite, the database runs inside the one process), PostgreSQL's backends of the bench's database, and the bench client itself, which shares the cores.`,
  '',
  '| round | production start | pages | pages/s | p50 (ms) | p95 (ms) | server CPU / page (ms) | PostgreSQL CPU / page (ms) | client CPU / page (ms) |',
  '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.round} | ${start[r.engine]} | ${r.pages} | ${fixed(r.perSecond)} | ${fixed(r.p50, 0)} | ${fixed(r.p95, 0)} | ${fixed(r.serverMs)} | ${r.engine === 'postgres' ? fixed(r.postgresMs) : '—'} | ${fixed(r.clientMs)} |`,
  ),
];
const body = lines.join('\n');
console.log(body);
writeSection(join(root, 'docs/benchmarks.md'), 'cold-pages', body);
