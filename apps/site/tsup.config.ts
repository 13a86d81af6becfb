import { defineConfig } from 'tsup';

// The server bundle: only the site's own server code. Every package (node_modules and the @larder workspaces)
// stays external and is resolved at run time; the React pages come from the Vite SSR build in dist/server-entry.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: false,
  sourcemap: true,
  dts: false,
  splitting: false,
  skipNodeModulesBundle: true,
});
