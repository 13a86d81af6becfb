import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

// Offline visual regression of the static Storybook: every story, in both brand themes, compared pixel for pixel
// with the baselines committed under __screenshots__/. Build the Storybook first (`npm run build-storybook` at
// the repository root); update the baselines with `--update-snapshots` after an intended change.
export const storybookDir = resolve(import.meta.dirname, '../../storybook-static');
if (!existsSync(join(storybookDir, 'index.json'))) {
  throw new Error(
    `${storybookDir}/index.json is missing: run \`npm run build-storybook\` at the repository root first`,
  );
}

/** A free loopback port, picked once; workers load this file again and inherit it through the environment. */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}
const port = (process.env.VISUAL_PORT ??= freePort());
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: chromiumPath,
  args: [
    ...chromiumArgs,
    // Same text rendering on every run: no LCD subpixel positioning differences, sRGB output.
    '--font-render-hinting=none',
    '--disable-font-subpixel-positioning',
    '--disable-lcd-text',
    '--force-color-profile=srgb',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      stylePath: resolve(import.meta.dirname, 'screenshot.css'),
    },
  },
  outputDir: '../../test-results/visual',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../test-results/visual.json' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    launchOptions: chromium,
  },
  webServer: {
    command: `node serve.mjs ${JSON.stringify(storybookDir)} ${port}`,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
