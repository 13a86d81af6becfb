import { defineConfig } from 'vitest/config';

// Unit tests of the site's pure parts (document, CSP, paths, selection, cache seeding, the Express app). The
// browser journeys are Playwright's (e2e/).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
