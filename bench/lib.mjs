// Helpers shared by the benchmark scripts.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The value of the command-line option `--name=value` (everything after the first '='), or `fallback`. */
export function arg(name, fallback) {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx or `timeoutMs` passes. */
export async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, idx)];
}

/** Replaces the text between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in a markdown file (appends if absent). */
export function writeSection(file, name, body) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${body}\n${end}`;
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(file, re.test(current) ? current.replace(re, block) : `${current.trimEnd()}\n\n${block}\n`);
  // Leave the file as `npm run format` would (aligned table columns), so the format check stays green.
  const prettier = fileURLToPath(new URL('../node_modules/prettier/bin/prettier.cjs', import.meta.url));
  execFileSync(process.execPath, [prettier, '--write', '--log-level=warn', file], { stdio: 'inherit' });
}

/** The environment of a production server of the benches: on `port`, its data in `dataDir`, warnings only. */
export function serverEnv(port, dataDir, extra = {}) {
  return {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extra,
  };
}

/**
 * The built production server of a checkout (`apps/site/dist/server.js`) on `port`, with a fresh data folder of its
 * own (removed when it stops): for the benches that compare two builds in one run.
 */
export function startBuiltServer(checkout, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-'));
  const child = spawn(process.execPath, [join(checkout, 'apps/site/dist/server.js')], {
    env: serverEnv(port, dataDir),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise((done) => {
      const finish = () => {
        rmSync(dataDir, { recursive: true, force: true });
        done();
      };
      if (child.exitCode !== null) return finish();
      child.once('exit', finish);
      child.kill('SIGTERM');
    });
  return { base: `http://127.0.0.1:${port}`, stop };
}

/**
 * Runs `measure(url, side)` on two builds in one run, Lighthouse's Chromium shared: the baseline checkout named by
 * `--base` and this one, each route alternated between the two servers (which goes first alternates too), after one
 * unmeasured load of each (or `warm(url)`). Returns route → { baseline: samples, this: samples }.
 */
export async function compareBuilds({
  root,
  baseRoot,
  routes,
  runs,
  firstPort,
  measure,
  warm,
  launchChrome,
}) {
  const sides = [
    { name: 'baseline', checkout: baseRoot },
    { name: 'this', checkout: root },
  ];
  const ports = firstPort ? [firstPort, firstPort + 1] : [await freePort(), await freePort()];
  const servers = sides.map((side, index) => startBuiltServer(side.checkout, ports[index]));
  const samples = new Map(routes.map((route) => [route, { baseline: [], this: [] }]));
  let chrome;
  try {
    for (const server of servers) await waitFor(`${server.base}/api/health`, 180_000);
    chrome = await launchChrome();
    for (const route of routes)
      for (const server of servers) await (warm ?? ((url) => fetch(url)))(`${server.base}${route}`);
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) {
        for (const index of run % 2 === 0 ? [0, 1] : [1, 0]) {
          const sample = await measure(`${servers[index].base}${route}`, chrome);
          samples.get(route)[sides[index].name].push(sample);
          console.log(`${route.padEnd(34)} ${sides[index].name.padEnd(8)} ${JSON.stringify(sample)}`);
        }
      }
    }
  } finally {
    await chrome?.kill();
    await Promise.all(servers.map((server) => server.stop()));
  }
  return samples;
}
