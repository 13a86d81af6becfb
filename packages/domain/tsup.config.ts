import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source file (bundle: false) so that, with "sideEffects": false, a bundler drops the
  // schemas module (and with it yup) from pages that never build a form.
  entry: ['src/*.ts', '!src/*.test.ts'],
  bundle: false,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
