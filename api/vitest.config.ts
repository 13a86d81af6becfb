import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../scripts/workspace-source.mjs';

export default defineConfig({
  // The other workspaces from their source: no build needed before the tests.
  plugins: [workspaceSource()],
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each test file holds its own PGlite (~300 MB); two at a time fits the machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
