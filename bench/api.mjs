#!/usr/bin/env node
// API latency benchmark: starts the built site (fresh embedded database), measures the cold start to the first
// response, then p50/p99 of /api/search and /api/products against a baseline measured in the same run
// (/api/health, which touches the database with one trivial query). Results are printed and written into
// docs/benchmarks.md between the `api` markers.
//
//   npm run build && node bench/api.mjs [--requests=400]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, percentile, writeSection, waitFor } from './lib.mjs';

const root = resolve(import.meta.dirname, '..');
const requests = Number(process.argv.find((a) => a.startsWith('--requests='))?.split('=')[1] ?? 400);

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-'));
const t0 = performance.now();
const server = spawn(process.execPath, [join(root, 'apps/site/dist/server.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
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
  const lines = [
    `Command: \`npm run build && node bench/api.mjs --requests=${requests}\` (one client, sequential requests over loopback, fresh PGlite database, ${new Date().toISOString().slice(0, 10)}).`,
    '',
    `Cold start (spawn → first /api/health answer, including creating, migrating and seeding the database): **${(coldStartMs / 1000).toFixed(1)} s**; first server-rendered /products after that: ${firstPageMs.toFixed(0)} ms.`,
    '',
    '| call | p50 (ms) | p99 (ms) | p50 / baseline p50 |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.p50 / baseline.p50).toFixed(1)}× |`,
    ),
  ];
  console.log(lines.join('\n'));
  writeSection(join(root, 'docs/benchmarks.md'), 'api', lines.join('\n'));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('close', r));
  rmSync(dataDir, { recursive: true, force: true });
}
