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
] as const;

/** The consumer entries measured: one component, and the whole library for comparison. */
export const entries = {
  productTile: "import { ProductTile } from '@larder/ui';\nconsole.log(ProductTile);\n",
  everything: "import * as ui from '@larder/ui';\nconsole.log(ui);\n",
} as const;

export interface BundleReport {
  /** Minified output size in bytes. */
  bytes: number;
  /** Gzip (level 9) size of the minified output in bytes. */
  gzipBytes: number;
  /** Source files with at least one byte in the output, relative to the repository root. */
  inputs: string[];
  /** The `heavyDependencies` patterns that matched one of `inputs`. */
  heavy: string[];
}

/** Bundles `code` (ESM, minified, tree-shaken; react, react-dom and styled-components external). */
export async function bundleConsumer(code: string): Promise<BundleReport> {
  if (!existsSync(join(repoRoot, 'packages/ui/dist/index.js'))) {
    throw new Error('packages/ui/dist is missing: build the library first (cd packages/ui && npx tsup)');
  }
  const result = await build({
    stdin: { contents: code, resolveDir: repoRoot, sourcefile: 'consumer-entry.js', loader: 'js' },
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    metafile: true,
    logLevel: 'silent',
    outfile: 'consumer-bundle.js',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'styled-components'],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild wrote no output');
  const meta = Object.values(result.metafile.outputs)[0];
  const inputs = Object.entries(meta?.inputs ?? {})
    .filter(([, info]) => info.bytesInOutput > 0)
    .map(([path]) => path)
    .sort();
  return {
    bytes: output.contents.byteLength,
    gzipBytes: gzipSync(output.contents, { level: 9 }).byteLength,
    inputs,
    heavy: heavyDependencies.filter((pattern) => inputs.some((path) => path.includes(pattern))),
  };
}
