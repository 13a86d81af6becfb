import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort, serverEnv, waitFor } from './lib.mjs';
import {
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
// bench/memory-flags.mjs (issue 12 item 3): the server started with each set of V8 flags in turn, each on a copy of
// one seeded PGlite DATA_DIR: cold renders of every product, recipe and 150 search pages (pages/s), then the
// whole-site crawl; resident memory after it (VmRSS, VmHWM) and V8's peak heap (a preload samples it every 100 ms).
// The configurations run interleaved, round after round (`--rounds=N`, 3 by default), so the machine's noise spreads
// over all of them; a config's cold throughput is read against the first config's in the same round.
// `node bench/memory-flags.mjs [0,1,3] [--rounds=N]` after a build; run it under `flock /work/wt/heavy.lock` on a
// shared machine.
const preload = join(root, 'bench/heap-peak.mjs');
// Each set: node flags and environment variables for the server. `IDLE_GC_MS=0` is the start before idle-gc.ts.
const CONFIGS = [
  { flags: ['--max-semi-space-size=16'], env: { IDLE_GC_MS: '0' } },
  { flags: ['--max-semi-space-size=16'], env: {} },
  { flags: ['--max-semi-space-size=8'], env: {} },
  { flags: ['--max-semi-space-size=16'], env: { MALLOC_ARENA_MAX: '2' } },
  { flags: ['--max-semi-space-size=16', '--max-old-space-size=192'], env: { IDLE_GC_MS: '0' } },
];
const labelOf = ({ flags, env }) =>
  [...flags, ...Object.entries(env).map(([name, value]) => `${name}=${value}`)].join(' ');
/** After the crawl, the server left idle this long before the second reading (idle-gc.ts collects after 2 s). */
const IDLE_MS = 4000;
const args = process.argv.slice(2);
const ROUNDS = Number(args.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3);
const picked = args.find((a) => !a.startsWith('--'));
const configs = CONFIGS.filter((_, i) => picked === undefined || picked.split(',').includes(String(i)));

async function serve({ flags, env = {} }, dataDir, peakFile) {
  const port = await freePort();
  const child = startProcess(
    [...flags, '--import', preload, join(root, 'apps/site/dist/server.js')],
    serverEnv(port, dataDir, { HEAP_PEAK_FILE: peakFile, ...env }),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, 300_000);
  return { child, base };
}

const seeded = mkdtempSync(join(tmpdir(), 'larder-bench-memory-'));
const peakFile = join(seeded, '..', `${seeded.split('/').pop()}.peak.json`);
{
  const { child } = await serve(CONFIGS[0], seeded, peakFile);
  await stop(child);
}
const results = [];
for (let round = 1; round <= ROUNDS; round += 1)
  for (const config of configs) {
    const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-memory-'));
    cpSync(seeded, dataDir, { recursive: true });
    const { child, base } = await serve(config, dataDir, peakFile);
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
      await new Promise((r) => setTimeout(r, IDLE_MS));
      const idle = memoryOf(child.pid);
      const heap = JSON.parse(readFileSync(peakFile, 'utf8'));
      const row = { round, flags: labelOf(config), cold, crawled: crawled.length, memory, idle, heap };
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
  '| round | flags | cold pages | pages/s | vs first config | p95 (ms) | pages crawled | VmRSS after crawl | VmRSS 4 s later | VmHWM | peak V8 heap used / committed (limit) |',
);
console.log('| --: | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
const baseOf = (round) => results.find((r) => r.round === round).cold.perSecond;
for (const r of results)
  console.log(
    `| ${r.round} | \`${r.flags}\` | ${r.cold.pages} | ${r.cold.perSecond.toFixed(1)} | ${(r.cold.perSecond / baseOf(r.round)).toFixed(2)}× | ${r.cold.p95.toFixed(0)} | ${r.crawled} | ${r.memory.rss.toFixed(0)} MiB | ${r.idle.rss.toFixed(0)} MiB | ${r.memory.peak.toFixed(0)} MiB | ${r.heap.peakUsed.toFixed(0)} / ${r.heap.peakTotal.toFixed(0)} MiB (${r.heap.limit.toFixed(0)}) |`,
  );
console.log(
  '\n| flags | pages/s vs first config, median (range) | VmRSS after crawl, median (range) | VmRSS 4 s later, median (range) |',
);
console.log('| --- | --: | --: | --: |');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const config of configs) {
  const rows = results.filter((r) => r.flags === labelOf(config));
  const ratios = rows.map((r) => r.cold.perSecond / baseOf(r.round));
  const rss = rows.map((r) => r.memory.rss);
  const idle = rows.map((r) => r.idle.rss);
  console.log(
    `| \`${labelOf(config)}\` | ${median(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) | ${median(rss).toFixed(0)} MiB (${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)}) | ${median(idle).toFixed(0)} MiB (${Math.min(...idle).toFixed(0)}–${Math.max(...idle).toFixed(0)}) |`,
  );
}
