/**
 * The API's entry point (`src/server.ts`) for the tests that start it as a process of its own (kills, restarts,
 * locks, crashes, several instances): bundled once per run by the global setup, as tsup bundles it for
 * `npm start`, so that each of the ~40 starts skips tsx's per-file transform and resolution (about a second each
 * on a loaded 2-core machine). The bundle is built from the sources at the start of the run, with the workspace
 * dependency (`@larder/domain`) from its source too: no build is needed, and none can be stale.
 */
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { inject } from 'vitest';
import apiPackage from '../../package.json' with { type: 'json' };
import { apiRoot, repoRoot } from '../../src/paths';

/**
 * Where bundles go: a folder directly in `api/`, whose node_modules resolve the dependencies the bundle leaves
 * out (PGlite, sharp and the others carry WASM and native files).
 */
const bundleDir = join(apiRoot, '.test-server');

/** Bundles `src/server.ts` into `api/.test-server/` and returns its path and a function that removes it. */
export async function buildServerBundle(): Promise<{ file: string; remove(): Promise<void> }> {
  await mkdir(bundleDir, { recursive: true });
  // One per run: the PGlite and PostgreSQL steps of `npm test` may run side by side.
  const file = join(bundleDir, `server-${process.pid}.mjs`);
  await build({
    entryPoints: [join(apiRoot, 'src/server.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    conditions: ['@larder/source'],
    external: Object.keys(apiPackage.dependencies).filter((name) => name !== '@larder/domain'),
    // src/paths.ts finds the migrations, content and openapi.yaml from its own URL, and src/pdf/fonts.ts
    // resolves the fonts from it: in the bundle it is the entry point's, so both find what they find from source.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(apiRoot, 'src/server.ts')).href) },
    logLevel: 'warning',
  });
  return {
    file,
    async remove() {
      await rm(file, { force: true });
      await rmdir(bundleDir).catch(() => undefined); // another run's bundle may still be there
    },
  };
}

/**
 * The node arguments that start the API: the run's bundle, or (a test run outside the global setup) the source
 * through tsx, with `@larder/domain` mapped to its source by a tsconfig written into `scratchDir`.
 */
export async function serverArgs(
  scratchDir: string,
): Promise<{ args: string[]; env: Record<string, string> }> {
  const bundle = inject('apiServerBundle');
  if (bundle !== undefined && bundle !== '') return { args: [bundle], env: {} };
  const tsconfig = join(scratchDir, 'tsconfig.json');
  await writeFile(
    tsconfig,
    JSON.stringify({
      extends: join(repoRoot, 'tsconfig.json'),
      compilerOptions: { paths: { '@larder/domain': [join(repoRoot, 'packages/domain/src/index.ts')] } },
    }),
  );
  return { args: ['--import', 'tsx', join(apiRoot, 'src/server.ts')], env: { TSX_TSCONFIG_PATH: tsconfig } };
}
