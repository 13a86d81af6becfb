import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../../scripts/workspace-source.mjs';

// Unit tests of the site's pure parts (document, CSP, paths, selection, cache seeding, the Express app). The
// browser journeys are Playwright's (e2e/).
export default defineConfig({
  // The other workspaces from their source: no build needed before the tests.
  plugins: [workspaceSource()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
