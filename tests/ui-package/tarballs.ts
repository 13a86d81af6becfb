// Packing @larder/domain and @larder/ui as they would be published, and running npm and Node in an app outside the
// workspace that installs them: shared by consumer.test.ts (a scratch consumer) and sister-example.test.ts
// (apps/sister-example).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { repoRoot } from './bundle';

/** The repository's Node (24), which the apps outside the workspace run on too. */
export const nodeBin = existsSync(join(repoRoot, 'node_modules/.bin/node'))
  ? realpathSync(join(repoRoot, 'node_modules/.bin/node'))
  : process.execPath;

/** The environment of the apps' commands: the repo's Node first on PATH, no npm settings inherited. */
export const env: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD' && key !== 'NODE_OPTIONS',
  ),
);
env.PATH = `${dirname(nodeBin)}${delimiter}${process.env.PATH ?? ''}`;

const rootManifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

/** The exact version of a devDependency of the repository (the apps install the same React, styled-components …). */
export function repoVersion(name: string): string {
  const version = rootManifest.devDependencies[name];
  if (!version) throw new Error(`${name} is not a devDependency of the repository`);
  return version;
}

export interface PackResult {
  filename: string;
  files: { path: string }[];
}

/** Runs npm in `cwd` and returns its standard output. */
export function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** `npm install` from the npm cache where it can (the packages other than ours are the repository's). */
export function npmInstall(cwd: string): void {
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], cwd);
}

function pack(workspace: string, destination: string): PackResult {
  const [result] = JSON.parse(
    npm(['pack', '--json', '--ignore-scripts', '--pack-destination', destination], join(repoRoot, workspace)),
  ) as PackResult[];
  if (!result) throw new Error(`npm pack ${workspace} printed nothing`);
  return result;
}

/** The two packages packed into `destination` (made if missing) from their builds (`npm run build` first). */
export function packLibrary(destination: string): { domain: PackResult; ui: PackResult } {
  mkdirSync(destination, { recursive: true });
  for (const workspace of ['packages/domain', 'packages/ui']) {
    if (!existsSync(join(repoRoot, workspace, 'dist/index.js'))) {
      throw new Error(`${workspace}/dist is missing: build the packages first (npm run build)`);
    }
  }
  return { domain: pack('packages/domain', destination), ui: pack('packages/ui', destination) };
}
