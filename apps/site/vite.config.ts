import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { workspaceSource } from '../../scripts/workspace-source.mjs';

// Client build: one entry (src/entry-client.tsx), hashed chunks under dist/client/assets and a manifest the
// server reads to emit <script>/<link rel="modulepreload"> for the matched route. The SSR build
// (`vite build --ssr src/entry-server.tsx --outDir dist/server-entry`) shares this file.
// The development server (`npm run dev`, Vite in middleware mode) reads the workspace packages from their source
// instead, so an edit in packages/ui, packages/domain or packages/client reaches the page through HMR.
// In middleware mode Vite opens its HMR WebSocket on a port of its own (24678 by default), so two development
// servers on one machine would fight over it: it follows the server's PORT instead (3000 → 23000).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * React Router ships one module whose top level names its components (`Link.displayName = "Link"`) and calls
 * `React.createContext`/`forwardRef`/`memo` without a pure annotation: either keeps the whole module in the bundle
 * (Link, NavLink, Form, ScrollRestoration, framework mode's prefetching, the data routers' contexts…) whatever the
 * app imports. In the browser build those statements lose their displayName lines (only React DevTools reads them)
 * and the calls are marked pure, so Rolldown keeps only what the site uses (13.0 → 8.9 KiB gzip with its own link,
 * docs/benchmarks.md, js-size).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'larder-react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /\/react-router\/dist\/production\/[^/]+\.mjs$/ },
      handler(code, id) {
        const source = new MagicString(code);
        for (const match of code.matchAll(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm)) {
          source.remove(match.index, match.index + match[0].length);
        }
        for (const match of code.matchAll(/\bReact\d*\.(?:createContext|forwardRef|memo)\(/g)) {
          source.appendLeft(match.index, '/* @__PURE__ */ ');
        }
        return source.hasChanged()
          ? { code: source.toString(), map: source.generateMap({ source: id, hires: true }) }
          : null;
      },
    },
  };
}

const port = Number(process.env.PORT ?? 3000);
const hmrPort = port > 0 ? 20_000 + (port % 40_000) : undefined;

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  // The SSR build bundles styled-components, whose render reads `process.env.NODE_ENV` several times per styled
  // element (and once per prop): on Node each read of `process.env` is a call into the environment (~0.5 µs; 2–4 %
  // of a cold page's server CPU, issue 12, docs/benchmarks.md). The built server's bundle has the build's mode
  // written in instead, as the client build has; the development server (`serve`) keeps reading it.
  ...(isSsrBuild && command === 'build' ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } } : {}),
  plugins: [
    react(),
    ...(command === 'serve' ? [workspaceSource()] : []),
    ...(command === 'build' && !isSsrBuild ? [reactRouterTreeShaking()] : []),
  ],
  appType: 'custom',
  // React Router's package exports name only its development build (dev warnings on); its production build is the
  // same code with them off, for the browser bundle.
  resolve:
    command === 'build' && !isSsrBuild
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  server: hmrPort ? { hmr: { port: hmrPort } } : {},
  build: isSsrBuild
    ? { target: 'node24', sourcemap: true, emptyOutDir: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        sourcemap: true,
        emptyOutDir: true,
        target: 'es2022',
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // Everything the entry loads statically is one file: left to itself Rolldown cut it into eight (React,
          // the API client, domain helpers… each shared with some page chunk), every page loaded all eight anyway,
          // and each file is compressed on its own (2.7 KiB gzip more in every first load; bench/js-size.mjs).
          output: { codeSplitting: { groups: [{ name: 'entry-client', tags: ['$initial'] }] } },
        },
      },
  ssr: {
    // The workspace packages are bundled into the SSR entry like any other module, so their JSX/styled-components
    // resolve to the same React and styled-components copies as the site's own code.
    // styled-components is bundled too: its CommonJS main, loaded by Node, has no callable default export.
    noExternal: ['@larder/ui', '@larder/client', '@larder/domain', 'styled-components'],
  },
}));
