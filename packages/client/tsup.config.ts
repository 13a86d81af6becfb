import { defineConfig } from 'tsup';

export default defineConfig({
  // `@larder/client/create-client` (see there).
  entry: ['src/index.ts', 'src/create-client.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'swr', 'swr/infinite', 'openapi-fetch'],
});
