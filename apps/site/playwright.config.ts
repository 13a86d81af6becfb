import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch as chromium } from '../../scripts/chromium.mjs';

// The suite runs against the built server (`npm run build` first) on its own port with a fresh, empty data
// folder, so the first start creates and seeds the embedded database exactly as a new deployment would.
const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
// The server's data folder (emptied on start by e2e/serve.mjs); tests read the mail it writes under `mail/`.
// Set here, before the workers start, so they inherit it.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `larder-e2e-${port}`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/artifacts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL,
    // The offline kitchen mode's service worker would answer the journeys' requests from its caches; only
    // e2e/offline.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
    // No trace: recording one (a screencast of every frame and a DOM snapshot at every action) for every journey,
    // to keep only a failing one's, took about a quarter of the journeys' time (4 specs, 35 journeys, alternating:
    // 97.5 and 73.6 s traced, 74.2 and 53.9 s without). A failure keeps its error context (the page's ARIA snapshot)
    // and a screenshot; for a trace, run the failing spec again with `--trace=retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      // Only the journeys whose outcome depends on the width (tagged @layout: the every-route axe scan, the header,
      // filters, section and FAQ navs, anchor offsets, the PDF scale, one submission per form). The others repeat
      // the same steps on the same server data; see docs/testing.md.
      grep: /@layout/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    // e2e/serve.mjs starts dist/server.js with a fresh temporary DATA_DIR and removes it afterwards.
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
