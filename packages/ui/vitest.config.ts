import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch } from '../../scripts/chromium.mjs';
import { workspaceSource } from '../../scripts/workspace-source.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The story tests: every story rendered once in real Chromium, its play function run, then axe checked in the
 * story's own brand (addon-a11y, `a11y.test = 'error'`) and in every other brand theme, re-themed in place
 * (.storybook/brands.tsx): a brand added to the library costs one axe run per story, not a second render.
 */
const storyProject: TestProjectInlineConfiguration = {
  plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') }), workspaceSource()],
  define: { 'import.meta.env.VITE_STORY_TESTS': JSON.stringify('true') },
  // Pre-bundled up front: discovering these mid-run makes Vite reload the page and fail the run on a cold cache.
  optimizeDeps: {
    include: [
      '@radix-ui/react-dialog',
      '@radix-ui/react-select',
      'get-nonce',
      'final-form',
      'react-final-form',
      'yup',
      'react-aria',
      'altcha',
      'styled-components',
      'react-dom/client',
      'pdfjs-dist',
      'pdfjs-dist/build/pdf.worker.min.mjs',
      'axe-core',
    ],
  },
  test: {
    name: 'storybook',
    // The story files share one iframe and module graph instead of loading React, styled-components, axe and the
    // theme again in a fresh iframe each (85 files): every story still renders from scratch and .storybook/preview
    // resets the brand before each. 22 story files took 46.6 and 41.7 s instead of 55.4 and 58.6 s (alternating,
    // one locked run); no story file mocks a module (a mock would need a graph of its own).
    isolate: false,
    // A harness limit, not a measurement: the first story of a file waits for Vite to serve its module graph,
    // and pdf.js parses a 1 MB worker on first use; a loaded 2-core machine needs more than the default 15 s.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunch,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
};

/**
 * The unit tests that replace a module with `vi.mock`: a mock holds only in a module graph of the file's own, so
 * these run isolated (a fresh graph and jsdom per file); the rest share one per worker (see the unit project).
 */
const mockingTests = readdirSync(path.join(dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(dirname, 'src', file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

const unitTest: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  // Worker threads instead of child processes (about a quarter faster on 2 cores). vmThreads is faster still but
  // breaks styled-components' CommonJS build.
  pool: 'threads',
  setupFiles: ['src/test/setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), workspaceSource()],
        test: {
          ...unitTest,
          name: 'unit',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          exclude: mockingTests,
          // One module graph and one jsdom per worker instead of per file: setting up jsdom and importing React,
          // styled-components and the theme for each of ~80 files took two thirds of the step (172 s against 57 s
          // on 2 cores). src/test/setup.ts clears what a file could leave behind (rendered trees, storage,
          // cookies, stubbed globals, fake timers, the URL).
          isolate: false,
        },
      },
      {
        plugins: [react(), workspaceSource()],
        test: { ...unitTest, name: 'unit-mocked', include: mockingTests },
      },
      storyProject,
    ],
  },
});
