#!/usr/bin/env node
// Main-thread work at load (issue 11's Total Blocking Time, issue 12 item 7's JavaScript): this checkout's build
// against a baseline build (another checkout of the repository, e.g. main, built), Lighthouse 13 mobile performance
// only, the routes alternated between the two servers in one run so that both see the same machine load. Reports
// per route the median Total Blocking Time, JavaScript boot-up time (`bootup-time`: script evaluation, parse and
// compile) and main-thread work (`mainthread-work-breakdown`), and the ratio this/baseline. A time on a shared
// machine: read the ratio, not the milliseconds. Written into docs/benchmarks.md between the `tbt` markers.
//
//   npm run build && flock /work/wt/heavy.lock node bench/tbt.mjs --base=/tmp/base [--routes=/,/faq] [--runs=3]
//
// `--base` is the root of the other checkout (its `apps/site/dist/server.js` is started); `--port=N` uses N and N+1.
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { compareBuildsInChromium } from './lighthouse-builds.mjs';
import { percentile, writeSection } from './lib.mjs';

const { root, routes, runs, samples } = await compareBuildsInChromium({
  defaultRoutes: ['/', '/faq'],
  measure: async (url, chrome) => {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      tbt: value('total-blocking-time'),
      bootup: value('bootup-time'),
      mainThread: value('mainthread-work-breakdown'),
      score: lhr.categories.performance.score,
    };
  },
});

const median = (values) => percentile(values, 50);
const ms = (value) => `${Math.round(value)} ms`;
const rows = routes.map((route) => {
  const { baseline, this: current } = samples.get(route);
  const cells = ['tbt', 'bootup', 'mainThread'].map((field) => {
    const before = median(baseline.map((sample) => sample[field]));
    const after = median(current.map((sample) => sample[field]));
    return `${ms(before)} → ${ms(after)} (${(after / before).toFixed(2)}×)`;
  });
  return `| ${route} | ${cells.join(' | ')} |`;
});
const body = [
  `Command: \`npm run build && node bench/tbt.mjs --base=<a built checkout of the baseline> --runs=${runs}\` (${new Date().toISOString().slice(0, 10)}; Lighthouse 13 mobile, performance only, the two builds alternated route by route in one run; medians of ${runs}). Baseline → this build, and the ratio.`,
  '',
  '| route | Total Blocking Time | JavaScript boot-up | main-thread work |',
  '| --- | ---: | ---: | ---: |',
  ...rows,
].join('\n');
console.log(`\n${body}`);
writeSection(join(root, 'docs/benchmarks.md'), 'tbt', body);
