import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../scripts/workspace-source.mjs';

export default defineConfig({
  // The other workspaces from their source: no build needed before the tests.
  plugins: [workspaceSource()],
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // test/postgres/ stops and starts PostgreSQL clusters of its own: it runs in the PostgreSQL step of `npm test`.
    // The files that never use the step's database (TEST_DATABASE_URL) would run the very same test a second time
    // there, so they run in the PGlite step only: the configuration, the content files, the artwork, and the
    // embedded database's folder lock (PGlite whatever the step).
    exclude: process.env.TEST_DATABASE_URL
      ? ['test/config.test.ts', 'test/content.test.ts', 'test/artwork.test.ts', 'test/db-lock.test.ts']
      : ['test/postgres/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // A worker keeps the modules it loaded from one test file to the next instead of importing the app, Express and
    // the validator again for each (about a quarter of the suite's CPU time). Nothing in api/src or test/ keeps
    // state between files at module level (each file has its own database, app and data folder, and no file mocks
    // a module), so the files stay as independent as before.
    isolate: false,
    // Each test file holds its own PGlite (~300 MB); two at a time fits the machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
