// Bundles a consumer entry against the built @larder/ui (`packages/ui/dist`, resolved through the workspace link
// and the package's `exports`) the way an application bundler would, and reports what ended up in the output.
// Shared by tree-shaking.test.ts and bench/ui-bundle.mjs (Node runs this file directly: erasable TypeScript only).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** Heavy dependencies that a tile-only consumer must not receive (forms, dialogs, accessible widgets, captcha). */
export const heavyDependencies = [
  'node_modules/yup/',
  'final-form',
  '@radix-ui/',
  'react-aria',
  '@react-aria/',
  'altcha',
  'pdfjs-dist',
] as const;

/** The consumer entries measured: one component, and the whole library for comparison. */
export const entries = {
  productTile: "import { ProductTile } from '@larder/ui';\nconsole.log(ProductTile);\n",
  everything: "import * as ui from '@larder/ui';\nconsole.log(ui);\n",
} as const;

export interface BundleReport {
  /** Minified size in bytes of what loads first: the entry chunk and the chunks it imports statically. */
  bytes: number;
  /** Gzip (level 9) size of those first-load chunks in bytes. */
  gzipBytes: number;
  /** Minified size in bytes of the chunks the first-load code loads on use (`import()`: captcha widget, pdf.js …). */
  lazyBytes: number;
  /** Gzip size of the lazy chunks in bytes. */
  lazyGzipBytes: number;
  /** Source files with bytes in a first-load or lazy chunk, relative to the repository root. */
  inputs: string[];
  /** The `heavyDependencies` patterns that matched one of `inputs`. */
  heavy: string[];
  /** The `heavyDependencies` patterns found only in lazy chunks. */
  heavyLazy: string[];
}

/**
 * Bundles `code` (ESM, minified, tree-shaken, code-split like an application bundler: dynamic imports become
 * chunks of their own; react, react-dom and styled-components external).
 */
export async function bundleConsumer(code: string): Promise<BundleReport> {
  if (!existsSync(join(repoRoot, 'packages/ui/dist/index.js'))) {
    throw new Error('packages/ui/dist is missing: build the library first (cd packages/ui && npx tsup)');
  }
  const result = await build({
    stdin: { contents: code, resolveDir: repoRoot, sourcefile: 'consumer-entry.js', loader: 'js' },
    absWorkingDir: repoRoot,
    bundle: true,
    splitting: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    metafile: true,
    logLevel: 'silent',
    outdir: 'consumer-bundle',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'styled-components'],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint !== undefined);
  if (!entry) throw new Error('esbuild wrote no entry chunk');
  // First load: the entry chunk and, transitively, what it imports statically. Lazy: what the first-load code can
  // reach through `import()`. Chunks nothing reaches (esbuild emits one for every `import()` in a file it read,
  // even where tree-shaking dropped the call) are never fetched, so they count for nothing.
  const closure = (roots: string[], kinds: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of outputs[name]?.imports ?? []) {
        if (kinds.has(imported.kind) && !imported.external) visit(imported.path);
      }
    };
    roots.forEach(visit);
    return seen;
  };
  const initial = closure([entry], new Set(['import-statement']));
  const reachable = closure([entry], new Set(['import-statement', 'dynamic-import']));
  const sizes = { bytes: 0, gzipBytes: 0, lazyBytes: 0, lazyGzipBytes: 0 };
  const initialInputs = new Set<string>();
  const lazyInputs = new Set<string>();
  for (const file of result.outputFiles) {
    const name = Object.keys(outputs).find((key) => file.path.endsWith(key));
    if (!name || !reachable.has(name)) continue;
    const first = initial.has(name);
    const gzip = gzipSync(file.contents, { level: 9 }).byteLength;
    if (first) {
      sizes.bytes += file.contents.byteLength;
      sizes.gzipBytes += gzip;
    } else {
      sizes.lazyBytes += file.contents.byteLength;
      sizes.lazyGzipBytes += gzip;
    }
    for (const [path, info] of Object.entries(outputs[name]?.inputs ?? {})) {
      if (info.bytesInOutput > 0) (first ? initialInputs : lazyInputs).add(path);
    }
  }
  const inputs = [...new Set([...initialInputs, ...lazyInputs])].sort();
  const matching = (paths: Iterable<string>) =>
    heavyDependencies.filter((pattern) => [...paths].some((path) => path.includes(pattern)));
  const heavyInitial = matching(initialInputs);
  return {
    ...sizes,
    inputs,
    heavy: matching(inputs),
    heavyLazy: matching(lazyInputs).filter((pattern) => !heavyInitial.includes(pattern)),
  };
}
