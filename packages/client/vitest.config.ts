import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../../scripts/workspace-source.mjs';

export default defineConfig({
  // The other workspaces from their source: no build needed before the tests.
  plugins: [workspaceSource()],
  test: {
    name: 'client',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
