import { defineConfig } from 'vitest/config';

// Tests of the repository's tooling, in Node: `lint-boundaries` (fast) and `dev-live` (starts `npm run dev` and a
// browser; about a minute). `npx vitest run lint-boundaries` runs one of them.
export default defineConfig({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 60_000,
  },
});
