import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { buildServerBundle } from './server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite data directory ('' when the tests use PostgreSQL). */
    pgliteDump: string;
    /** The API's entry point bundled for the tests that start it as a process (test/helpers/server-bundle.ts). */
    apiServerBundle: string;
  }
}

/**
 * Builds one migrated and seeded PGlite for the whole run and hands its dump to every test file, which loads
 * its own copy: a fresh init and seed takes seconds, loading a dump well under one.
 */
export default async function setup(project: TestProject) {
  const bundle = await buildServerBundle();
  project.provide('apiServerBundle', bundle.file);
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteDump', '');
    return bundle.remove;
  }
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const db = await openDb({ pglite });
  await migrate(db);
  await seed(db);
  const dump = await pglite.dumpDataDir('none');
  await db.close();
  const file = join(tmpdir(), `larder-api-test-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return async () => {
    await rm(file, { force: true });
    await bundle.remove();
  };
}
