import { defineConfig } from 'vitest/config';

// Proof of the published shape of @larder/ui: runs against the built `packages/*/dist` (build first), in Node;
// sister-example.test.ts drives apps/sister-example in Chromium (CHROMIUM_PATH or /usr/bin/chromium).
export default defineConfig({
  test: {
    name: 'ui-package',
    environment: 'node',
    include: ['*.test.ts'],
    // Packing and a scratch `npm install` take tens of seconds on a cold npm cache.
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
