#!/usr/bin/env node
// Lighthouse, mobile (issue 11): performance, accessibility and SEO of every route, against the production server.
//
//   npm run build && node bench/lighthouse.mjs [--only=/products,/contact] [--port=3210] [--save=DIR] [--cold]
//
// Starts the built `apps/site/dist/server.js` on a fresh PGlite DATA_DIR, then runs Lighthouse 13 (its default
// mobile configuration: a phone screen, simulated slow 4G and a 4× slower CPU) on every route of the route table
// without parameters (the SEO table's rows, as e2e/all-routes.spec.ts) plus the first product and recipe pages,
// one after the other, in one system Chromium (`/usr/bin/chromium` or CHROME_PATH; no browser is downloaded).
// Prints the three scores per route with what failed, and writes the table into docs/benchmarks.md between the
// `lighthouse` markers. `--save=DIR` also writes each route's whole report (LHR JSON) into DIR, to read what
// Lantern put on the critical path. Not part of `npm test`: about 20 s a route on the project's machine.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { arg, freePort, serverEnv, waitFor, writeSection } from './lib.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const only = arg('only', '')
  .split(',')
  .filter((path) => path !== '');
const saveDir = arg('save', '');
// A route is measured as a visitor after the first one finds it (the steady state in production): its HTML and the
// image renditions it names are asked for once before Lighthouse loads it. `--cold` measures a server that has made
// nothing yet (every image made on the first request, which Lighthouse's simulation charges to every request).
const cold = process.argv.includes('--cold');
const CHROME_PATH = process.env.CHROME_PATH ?? chromiumPath;
const CATEGORIES = ['performance', 'accessibility', 'seo'];
/** The goals of issue 11. */
const GOALS = { performance: 0.96, accessibility: 1, seo: 1 };
const CHROME_FLAGS = [
  ...chromiumArgs,
  // No DNS lookups: nothing but the local server is reachable.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

async function json(base, path) {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()).data;
}

/** The routes: every parameterless route of the SEO table (not the 404 page), then a product and a recipe; or `--only`. */
async function routesOf(base) {
  const rows = JSON.parse(readFileSync(join(root, 'api/content/seo.json'), 'utf8'));
  const paths = rows.map((row) => row.path).filter((path) => path !== '/404');
  const products = await json(base, '/api/products?limit=1');
  const recipes = await json(base, '/api/recipes?limit=1');
  paths.push(`/products/${encodeURIComponent(products.products[0].slug)}`);
  paths.push(`/recipes/${encodeURIComponent(recipes.recipes[0].slug)}`);
  // `--only` measures the paths it names, in its order (any page of the site, e.g. a second product).
  return only.length > 0 ? only : paths;
}

/** Titles of the audits of `category` that did not pass (weighted ones first). */
function failed(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category !== 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => audit.id);
}

/** The performance metrics that explain the score. */
function metrics(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

/** The image URLs a page's HTML names (src, srcset, preload imagesrcset), as the server's own /img renditions. */
function imageUrls(html) {
  const urls = new Set();
  for (const [, value] of html.matchAll(/(?:src|srcset|imagesrcset)="([^"]+)"/gi)) {
    for (const candidate of value.split(',')) {
      const url = candidate.trim().split(/\s+/)[0].replaceAll('&amp;', '&');
      if (url.startsWith('/img/')) urls.add(url);
    }
  }
  return [...urls];
}

/** Asks for a route and the renditions it names once, with the Accept header of the browser that will measure it. */
async function warm(path) {
  const html = await (await fetch(base + path)).text();
  for (const url of imageUrls(html)) {
    await (
      await fetch(base + url, { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } })
    ).arrayBuffer();
  }
}

/**
 * One Lighthouse run of `url`; again (at most twice more) when Lighthouse could not read the run's trace at all
 * (a runtime error such as NO_NAVSTART: the trace of that load had no navigation start for the page's frame, which
 * happens now and then on this loaded machine and says nothing of the page). A scored run is never repeated.
 */
async function audit(url, chromePort) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const error = result.lhr.runtimeError?.code;
    if (!error || result.lhr.categories.performance.score !== null || attempt === 3) return result;
    console.log(`    ${error} on attempt ${attempt}: measuring again`);
  }
}

function stop(child) {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

const port = Number(arg('port', '0')) || (await freePort());
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-lighthouse-'));
const server = spawn(process.execPath, [join(root, 'apps/site/dist/server.js')], {
  env: serverEnv(port, dataDir),
  stdio: ['ignore', 'inherit', 'inherit'],
});
let chrome;
const rows = [];
try {
  await waitFor(`${base}/api/health`, 180_000);
  const routes = await routesOf(base);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  console.log(`[bench:lighthouse] ${routes.length} routes on ${base}, Chromium ${CHROME_PATH}`);
  for (const path of routes) {
    if (!cold) await warm(path);
    const result = await audit(`${base}${path}`, chrome.port);
    const { lhr } = result;
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const file = path === '/' ? 'home' : path.slice(1).replace(/[^\w-]+/g, '_');
      writeFileSync(join(saveDir, `${file}.json`), JSON.stringify(lhr));
      // The trace and DevTools log Lantern simulated from (`lighthouse -A=DIR` can audit them again).
      writeFileSync(join(saveDir, `${file}.trace.json`), JSON.stringify(result.artifacts.Trace));
      writeFileSync(join(saveDir, `${file}.devtoolslog.json`), JSON.stringify(result.artifacts.DevtoolsLog));
    }
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score]));
    const row = {
      path,
      scores,
      metrics: metrics(lhr),
      failed: Object.fromEntries(CATEGORIES.map((id) => [id, failed(lhr, id)])),
      error: lhr.runtimeError?.code,
    };
    rows.push(row);
    const m = row.metrics;
    console.log(
      `${path.padEnd(48)} perf ${scores.performance?.toFixed(2)}  a11y ${scores.accessibility?.toFixed(2)}  seo ${scores.seo?.toFixed(2)}` +
        `  (FCP ${(m.fcp / 1000).toFixed(1)} s, LCP ${(m.lcp / 1000).toFixed(1)} s, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)})` +
        (row.error ? `  error ${row.error}` : ''),
    );
    for (const id of ['accessibility', 'seo']) {
      if (row.failed[id].length > 0) console.log(`    ${id}: ${row.failed[id].join(', ')}`);
    }
    if ((scores.performance ?? 0) < GOALS.performance && row.failed.performance.length > 0)
      console.log(`    performance: ${row.failed.performance.join(', ')}`);
  }
} finally {
  await chrome?.kill();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const score = (value) => (value === null || value === undefined ? '–' : value.toFixed(2));
/** A metric, or '–' when Lighthouse could not measure it (a run that failed with NO_NAVSTART has none). */
const metric = (value, format) => (Number.isFinite(value) ? format(value) : '–');
const belowGoal = rows.filter((row) => CATEGORIES.some((id) => (row.scores[id] ?? 0) < GOALS[id]));
const table = [
  '| route | performance | accessibility | SEO | FCP | LCP | TBT | CLS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.path} | ${score(row.scores.performance)} | ${score(row.scores.accessibility)} | ${score(row.scores.seo)} | ` +
      `${metric(row.metrics.fcp, (v) => `${(v / 1000).toFixed(1)} s`)} | ` +
      `${metric(row.metrics.lcp, (v) => `${(v / 1000).toFixed(1)} s`)} | ` +
      `${metric(row.metrics.tbt, (v) => `${Math.round(v)} ms`)} | ${metric(row.metrics.cls, (v) => v.toFixed(3))} |`,
  ),
];
const notes = belowGoal.map(
  (row) =>
    `- ${row.path}: ${CATEGORIES.filter((id) => (row.scores[id] ?? 0) < GOALS[id])
      .map((id) =>
        row.scores[id] === null || row.scores[id] === undefined
          ? `${id} not measured (Lighthouse's run failed, e.g. NO_NAVSTART: run it again)`
          : `${id} ${score(row.scores[id])} (${row.failed[id].join(', ') || 'no single audit failed'})`,
      )
      .join('; ')}`,
);
const body = [
  '## Lighthouse (mobile)',
  '',
  'Command: `npm run build && node bench/lighthouse.mjs` (Lighthouse 13.5.0, its default mobile configuration:',
  'simulated slow 4G and a 4× slower CPU, in the system Chromium; a fresh server on a fresh database, each route',
  'asked for once with the images it names before it is measured, as a visitor after the first finds it). Goals',
  '(issue 11): performance ≥ 0.96, accessibility 1.00, SEO 1.00 on every route. Performance moves with the',
  "machine's load (a shared 2-core machine): read it as a level, not a precise figure.",
  '',
  `Measured ${new Date().toISOString().slice(0, 10)}:`,
  '',
  ...table,
  '',
  belowGoal.length === 0
    ? 'Every route meets the goals.'
    : 'Below a goal, with the audits that did not pass:',
  ...notes,
].join('\n');
if (only.length === 0) writeSection(join(root, 'docs/benchmarks.md'), 'lighthouse', body);
else console.log('\n(--only given: docs/benchmarks.md left as it is)\n');
console.log(`${rows.length} routes; ${belowGoal.length} below a goal`);
