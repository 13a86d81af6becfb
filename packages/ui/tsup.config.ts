import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per component folder beside the public index: with `splitting`, index.js only re-exports
  // per-component chunks, so a consumer importing one component does not pull in the others' dependencies
  // (Radix, react-aria, final-form …) even when its bundler cannot prove styled-components calls pure.
  entry: ['src/index.ts', 'src/components/*/index.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
  external: ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'],
});
