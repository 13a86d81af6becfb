import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';
import pkg from './package.json';

export default defineConfig({
  entry: ['src/index.ts', 'src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules (sharp and PGlite carry native/WASM files).
  external: Object.keys(pkg.dependencies),
  // The SQL migrations are read at run time next to the bundle (see src/paths.ts).
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
    cpSync('../openapi.yaml', 'dist/openapi.yaml');
  },
});
