import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the API finds its files. This module sits directly in `api/src/` and, once bundled, in `api/dist/`,
 * so `..` is the api workspace and `../..` the repository in both cases.
 */
const moduleDir = dirname(fileURLToPath(import.meta.url));

export const apiRoot = resolve(moduleDir, '..');
export const repoRoot = resolve(moduleDir, '../..');

function firstExisting(candidates: string[], what: string): string {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) throw new Error(`Cannot find ${what}; looked in: ${candidates.join(', ')}`);
  return found;
}

/** `src/db/migrations` when running from source, `dist/migrations` (copied by tsup) when bundled. */
export function migrationsDir(): string {
  return firstExisting(
    [join(moduleDir, 'db/migrations'), join(moduleDir, 'migrations')],
    'the SQL migrations',
  );
}

/** `api/content`: seed data and images. */
export function contentDir(): string {
  return firstExisting([join(apiRoot, 'content')], 'the content folder');
}

/** The root `openapi.yaml` (a copy sits in `dist/` after a build). */
export function openapiPath(): string {
  return firstExisting([join(repoRoot, 'openapi.yaml'), join(moduleDir, 'openapi.yaml')], 'openapi.yaml');
}
