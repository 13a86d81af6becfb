// What bench/tbt.mjs and bench/script-loading.mjs share: this checkout's build against another checkout's, the
// routes alternated between the two servers in one Chromium (lib.mjs, compareBuilds), from their command line:
// `--base=<checkout with a built apps/site/dist>` (required), `--routes=/,/faq`, `--runs=3`, `--port=N` (N and N+1).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { arg, compareBuilds } from './lib.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

// Requests leave loopback only to fail at once (fonts and images are the servers' own).
const CHROME_FLAGS = [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/**
 * Runs `measure(url, chrome)` `--runs` times per route on both builds; returns the samples by route (`baseline` and
 * `this` arrays), with the routes, the runs and this checkout's root. Exits with 2 when `--base` has no build.
 */
export async function compareBuildsInChromium({ defaultRoutes, measure, warm }) {
  const root = resolve(import.meta.dirname, '..');
  const baseRoot = arg('base', '');
  if (!baseRoot || !existsSync(join(baseRoot, 'apps/site/dist/server.js'))) {
    console.error('--base=<checkout with a built apps/site/dist> is required');
    process.exit(2);
  }
  const routes = arg('routes', defaultRoutes.join(',')).split(',');
  const runs = Number(arg('runs', '3'));
  const samples = await compareBuilds({
    root,
    baseRoot: resolve(baseRoot),
    routes,
    runs,
    firstPort: Number(arg('port', '0')),
    warm,
    launchChrome: () => chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS }),
    measure,
  });
  return { root, routes, runs, samples };
}
