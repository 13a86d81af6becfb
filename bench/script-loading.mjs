#!/usr/bin/env node
// What a phone on a slow network sees, in a real throttled browser rather than Lighthouse's simulation: this
// checkout's build against a baseline build (another checkout, e.g. main, built), the routes alternated between the
// two servers in one run. Lighthouse 13 with `throttlingMethod: 'devtools'` (Chromium itself slowed to Lighthouse's
// mobile slow-4G preset: 562.5 ms request latency, 1.47 Mbps down, and a 4× slower CPU). Reports per route the
// medians of the observed first contentful paint, largest contentful paint and the `larder:hydrated` user timing
// (the page is interactive: app.tsx), and the ratio this/baseline. Written into docs/benchmarks.md between the
// `script-loading` markers.
//
//   npm run build && flock /work/wt/heavy.lock node bench/script-loading.mjs --base=/tmp/base [--routes=/,/faq] [--runs=3]
//
// `--base` is the root of the other checkout (its `apps/site/dist/server.js` is started); `--port=N` uses N and N+1.
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { compareBuildsInChromium } from './lighthouse-builds.mjs';
import { percentile, writeSection } from './lib.mjs';

const HYDRATED = 'larder:hydrated';

/** The image renditions a page names, asked for once so that neither server makes them during a measured load. */
async function warm(url) {
  const html = await (await fetch(url)).text();
  const images = new Set(
    [...html.matchAll(/\/img\/fit-in\/[^\s"',]+/g)].map((match) => match[0].replace(/&amp;/g, '&')),
  );
  const origin = new URL(url).origin;
  await Promise.all(
    [...images].map((path) => fetch(origin + path, { headers: { Accept: 'image/avif,image/webp,*/*' } })),
  );
}

const { root, routes, runs, samples } = await compareBuildsInChromium({
  defaultRoutes: ['/', '/burgers', '/products', '/recipes/buffalo-chicken-dip', '/get-sample'],
  warm,
  measure: async (url, chrome) => {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } },
    );
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const marks = lhr.audits['user-timings']?.details?.items ?? [];
    return {
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      hydrated: marks.find((item) => item.name === HYDRATED)?.startTime ?? NaN,
    };
  },
});

const median = (values) => percentile(values, 50);
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const rows = routes.map((route) => {
  const { baseline, this: current } = samples.get(route);
  const cells = ['fcp', 'lcp', 'hydrated'].map((field) => {
    const before = median(baseline.map((sample) => sample[field]));
    const after = median(current.map((sample) => sample[field]));
    return `${ms(before)} → ${ms(after)} (${(after / before).toFixed(2)}×)`;
  });
  return `| ${route} | ${cells.join(' | ')} |`;
});
const body = [
  `Command: \`npm run build && node bench/script-loading.mjs --base=<a built checkout of the baseline> --runs=${runs}\` (${new Date().toISOString().slice(0, 10)}; Lighthouse 13 mobile with \`throttlingMethod: 'devtools'\`: the browser itself slowed to slow 4G and a 4× slower CPU, observed, not simulated; the two builds alternated route by route in one run; medians of ${runs}). Baseline → this build, and the ratio. "Interactive" is the \`${HYDRATED}\` user timing (the page hydrated and its enhanced controls switched in).`,
  '',
  '| route | first contentful paint | largest contentful paint | interactive |',
  '| --- | ---: | ---: | ---: |',
  ...rows,
].join('\n');
console.log(`\n${body}`);
writeSection(join(root, 'docs/benchmarks.md'), 'script-loading', body);
