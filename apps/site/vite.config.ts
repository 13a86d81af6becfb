import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { SOURCE_CONDITION, workspaceSource } from '../../scripts/workspace-source.mjs';
import { minifyStyledCss } from './scripts/styled-css.mjs';

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
 * Library modules whose top level keeps code the site does not use, because the bundler must assume that a call or
 * an assignment there has side effects (docs/benchmarks.md, js-size):
 * - React Router ships one module that names its components (`Link.displayName = "Link"`) and calls
 *   `React.createContext`/`forwardRef`/`memo` without a pure annotation, which kept Link, NavLink, Form,
 *   ScrollRestoration, framework mode's prefetching… whatever the app imports (13.0 → 8.9 KiB gzip with the site's
 *   own link). Its displayName lines go (only React DevTools reads them) and those calls are marked pure; its
 *   `RenderErrorBoundary.contextType = …` line becomes the class's static field, so that the data routers' error
 *   boundary (and the redirect handling it renders) goes too when nothing renders it (app.tsx renders the matched
 *   page without `<Routes>`: 109.4 → 108.4 KiB gzip for the entry).
 * - SWR's infinite hook is made at its module's top (`withMiddleware(useSWR, infinite)`): marked pure, pages
 *   without an infinite list do not load it.
 */
const PURE_CALLS: { module: RegExp; calls: RegExp; displayNames?: boolean }[] = [
  {
    module: /\/react-router\/dist\/production\/[^/]+\.mjs$/,
    calls: /\bReact\d*\.(?:createContext|forwardRef|memo)\(/g,
    displayNames: true,
  },
  { module: /\/swr\/dist\/infinite\/index\.mjs$/, calls: /\bwithMiddleware\(useSWR, /g },
];

function treeShakableLibraries(): Plugin {
  return {
    name: 'larder-tree-shakable-libraries',
    apply: 'build',
    transform: {
      filter: { id: PURE_CALLS.map((entry) => entry.module) },
      handler(code, id) {
        const source = new MagicString(code);
        for (const { module, calls, displayNames } of PURE_CALLS) {
          if (!module.test(id)) continue;
          if (displayNames) {
            for (const match of code.matchAll(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm)) {
              source.remove(match.index, match.index + match[0].length);
            }
            // `X.contextType = Y;` after a class is the class's static field, declared in the class instead.
            for (const match of code.matchAll(/^([A-Za-z_$][\w$]*)\.contextType = ([A-Za-z_$][\w$]*);$/gm)) {
              const head = new RegExp(`^var ${match[1]} = class extends [\\w$.]+ \\{$`, 'm').exec(code);
              if (!head || head.index > match.index) continue;
              source.appendLeft(head.index + head[0].length, `\n  static contextType = ${match[2]};`);
              source.remove(match.index, match.index + match[0].length);
            }
          }
          for (const match of code.matchAll(calls)) source.appendLeft(match.index, '/* @__PURE__ */ ');
        }
        return source.hasChanged()
          ? { code: source.toString(), map: source.generateMap({ source: id, hires: true }) }
          : null;
      },
    },
  };
}

/**
 * The CSS of styled-components' templates without its comments and layout whitespace (scripts/styled-css.mjs), in
 * the site's modules and the workspaces' (read from source by both builds, so that the server's HTML and the
 * browser name every rule's class after the same text).
 */
function minifiedStyledCss(): Plugin {
  return {
    name: 'larder-minified-styled-css',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /\/node_modules\// } },
      handler: (code, id) => minifyStyledCss(code, id),
    },
  };
}

/**
 * Library code for an option the site never turns on, left out of the browser bundle (docs/benchmarks.md, js-size):
 * stylis's vendor prefixer, which styled-components 6 runs only under `<StyleSheetManager enableVendorPrefixes>`
 * (first-load.test.ts checks that no module of the site or the library sets it). Its reference stays, so the
 * option would fail loudly instead of leaving styles unprefixed.
 */
function unusedLibraryOptions(): Plugin {
  return {
    name: 'larder-unused-library-options',
    apply: 'build',
    transform: {
      filter: { id: /\/stylis\/src\/Middleware\.js$/ },
      handler(code, id) {
        const prefixer = /^export function prefixer \([^)]*\) \{\n[\s\S]*?\n\}\n/m.exec(code);
        if (!prefixer) throw new Error(`${id}: stylis's prefixer not found; check unusedLibraryOptions`);
        const source = new MagicString(code);
        source.overwrite(
          prefixer.index,
          prefixer.index + prefixer[0].length,
          "export function prefixer () {\n\tthrow new Error('Vendor prefixes are off in this build (apps/site/vite.config.ts)')\n}\n",
        );
        return { code: source.toString(), map: source.generateMap({ source: id, hires: true }) };
      },
    },
  };
}

/**
 * React 19 has `useSyncExternalStore`: SWR's import of the shim that adds it to older versions (the shim's own
 * implementation included) reads React's instead.
 */
const syncExternalStore = join(import.meta.dirname, 'src/lib/use-sync-external-store.ts');

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
    ...(command === 'build' && !isSsrBuild ? [treeShakableLibraries(), unusedLibraryOptions()] : []),
    minifiedStyledCss(),
  ],
  appType: 'custom',
  // React Router's package exports name only its development build (dev warnings on); its production build is the
  // same code with them off, for the browser bundle.
  // The browser bundle reads the workspace packages from their source (as the development server does), not from
  // their one-file-per-package `dist`: Rolldown places each module in one chunk, so with `dist/index.js` every
  // hook of @larder/client that any page uses (the infinite lists, SWR's infinite hook) sat in the entry; from source
  // they follow the modules that use them (docs/benchmarks.md, js-size).
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          conditions: [SOURCE_CONDITION, ...defaultClientConditions],
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction },
            { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: syncExternalStore },
          ],
        }
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
        // No dependency preloading of dynamic imports: Vite's map of every lazy chunk's static imports sat in the entry
        // of every page (__vite__mapDeps: entry 108.1 → 106.4 KiB gzip without it) to save one round trip on a client
        // navigation, which the service worker's precache of the build's chunks (scripts/build-pwa.mjs) saves from the
        // first visit's load on. The first page's chunks are preloaded by the server's modulepreload links (manifest).
        modulePreload: false,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // Imported constants written where they are used: the domain's messages (every form's and tool's texts)
          // no longer sit in the entry because the shell uses three of them (entry 106.4 → 105.5 KiB gzip, Rolldown's
          // runtime helpers then a 0.4 KiB file of their own beside it).
          optimization: { inlineConst: true },
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
    // From their source, like the browser bundle: both builds minify the same styled-components CSS
    // (minifiedStyledCss), so the server's class names are the ones hydration computes.
    ...(command === 'build'
      ? { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } }
      : {}),
  },
}));
