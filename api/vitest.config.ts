import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../scripts/workspace-source.mjs';

export default defineConfig({
  // The other workspaces from their source: no build needed before the tests.
  plugins: [workspaceSource()],
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // test/postgres/ stops and starts PostgreSQL clusters of its own: it runs in the PostgreSQL step of `npm test`.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/postgres/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each test file holds its own PGlite (~300 MB); two at a time fits the machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
