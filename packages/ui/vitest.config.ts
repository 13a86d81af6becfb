import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const chromiumFlags = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * The story tests: every story rendered in real Chromium, its play function run and axe checked (`a11y.test =
 * 'error'`). One project per brand theme, so both themes are held to zero violations.
 */
function storyProject(name: string, brand: 'foodservice' | 'steakhouse'): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
    // The brand every story starts in (preview.tsx `initialGlobals`); a story's own `globals.brand` still wins.
    define: { 'import.meta.env.VITE_STORY_BRAND': JSON.stringify(brand) },
    // Pre-bundled up front: discovering these mid-run makes Vite reload the page and fail the run on a cold cache.
    optimizeDeps: {
      include: [
        '@radix-ui/react-dialog',
        'final-form',
        'react-final-form',
        'yup',
        'react-aria',
        'altcha',
        'styled-components',
        'react-dom/client',
        'pdfjs-dist',
        'pdfjs-dist/build/pdf.worker.min.mjs',
      ],
    },
    test: {
      name,
      // A harness limit, not a measurement: the first story of a file waits for Vite to serve its module graph,
      // and pdf.js parses a 1 MB worker on first use; a loaded 2-core machine needs more than the default 15 s.
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: chromiumFlags,
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      storyProject('storybook', 'foodservice'),
      storyProject('storybook-steakhouse', 'steakhouse'),
    ],
  },
});
