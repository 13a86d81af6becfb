#!/usr/bin/env node
// Lighthouse's simulated metrics (Lantern) again, from a report saved by `bench/lighthouse.mjs --save=DIR`, with
// "what if" edits of its network log, to see what a change would save before making it:
//
//   node bench/lantern.mjs DIR NAME [--drop=REGEX] [--low=REGEX] [--scale=REGEX:FACTOR] [--nodes=fcp|lcp]
//
// NAME is the saved file's name without `.json` (`home`, `recipes`, `products_…`). `--drop` removes the requests
// whose URL matches (e.g. `--drop='entry-client.*js'`), `--low` gives matching requests Low priority (as
// `fetchpriority="low"` would). `--nodes` lists the requests and main-thread tasks of that metric's pessimistic graph
// with their simulated start and end. Also prints the server response time Lantern assumed for the origin (the
// median of the observed requests', added to every simulated request).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternSpeedIndex } from 'lighthouse/core/computed/metrics/lantern-speed-index.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { arg } from './lib.mjs';

const [dir, name] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!dir || !name) {
  console.error(
    'usage: node bench/lantern.mjs DIR NAME [--drop=REGEX] [--low=REGEX] [--scale=REGEX:FACTOR] [--nodes=fcp|lcp]',
  );
  process.exit(2);
}
const read = (suffix) => JSON.parse(readFileSync(join(dir, `${name}${suffix}`), 'utf8'));
const lhr = read('.json');
const trace = read('.trace.json');
let devtoolsLog = read('.devtoolslog.json');

const drop = arg('drop') && new RegExp(arg('drop'));
if (drop) {
  const ids = new Set(
    devtoolsLog
      .filter((e) => e.method === 'Network.requestWillBeSent' && drop.test(e.params.request.url))
      .map((e) => e.params.requestId),
  );
  devtoolsLog = devtoolsLog.filter((e) => !ids.has(e.params?.requestId));
}
// `--scale=REGEX:FACTOR`: the matching responses' bytes times FACTOR (e.g. a smaller font file), as Lighthouse reads
// a response's transfer size from its `loadingFinished` event.
const scale = arg('scale')?.match(/^(.*):([\d.]+)$/);
if (scale) {
  const [, pattern, factor] = scale;
  const ids = new Set(
    devtoolsLog
      .filter(
        (e) => e.method === 'Network.requestWillBeSent' && new RegExp(pattern).test(e.params.request.url),
      )
      .map((e) => e.params.requestId),
  );
  for (const e of devtoolsLog) {
    if (e.method === 'Network.loadingFinished' && ids.has(e.params.requestId))
      e.params.encodedDataLength = Math.round(e.params.encodedDataLength * Number(factor));
  }
}
const low = arg('low') && new RegExp(arg('low'));
if (low) {
  for (const e of devtoolsLog) {
    if (e.method === 'Network.requestWillBeSent' && low.test(e.params.request.url))
      e.params.request.initialPriority = 'Low';
  }
}

const data = {
  trace,
  devtoolsLog,
  settings: { ...defaultSettings, ...lhr.configSettings },
  gatherContext: { gatherMode: 'navigation' },
  URL: {
    requestedUrl: lhr.requestedUrl,
    mainDocumentUrl: lhr.mainDocumentUrl ?? lhr.finalUrl,
    finalDisplayedUrl: lhr.finalDisplayedUrl,
  },
  SourceMaps: [],
  HostDPR: lhr.configSettings.screenEmulation?.deviceScaleFactor ?? 1,
};
const context = { computedCache: new Map() };
const fcp = await LanternFirstContentfulPaint.request(data, context);
const lcp = await LanternLargestContentfulPaint.request(data, context);
const si = await LanternSpeedIndex.request(data, context);
const tbt = await LanternTotalBlockingTime.request(data, context);
const simulator = await LoadSimulator.request(data, context);
const ms = (value) => `${Math.round(value)} ms`;
console.log(
  `${name}: FCP ${ms(fcp.timing)}, LCP ${ms(lcp.timing)}, SI ${ms(si.timing)}, TBT ${ms(tbt.timing)}; ` +
    `server response ${ms(simulator.options.serverResponseTimeByOrigin.get('__SUMMARY__') ?? 0)}`,
);
const nodes = arg('nodes');
if (nodes) {
  const metric = nodes === 'lcp' ? lcp : fcp;
  const timings = [...metric.pessimisticEstimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  for (const [node, timing] of timings) {
    const label =
      node.type === 'network'
        ? `${node.request.priority} ${node.request.resourceType} ${node.request.url}`
        : `main thread, ${(node.duration / 1000).toFixed(1)} ms observed`;
    console.log(`${ms(timing.startTime).padStart(9)} ${ms(timing.endTime).padStart(9)}  ${label}`);
  }
}
