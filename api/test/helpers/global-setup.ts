import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
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
    /**
     * With TEST_DATABASE_URL: a migrated and seeded PostgreSQL database that each test file copies
     * (`create database … template …`, test/helpers/app.ts) instead of migrating and seeding one of its own.
     */
    postgresTemplate: string;
  }
}

/**
 * Builds one migrated and seeded database for the whole run and hands it to every test file, which takes its own
 * copy: on PGlite a dump that each file loads, on PostgreSQL a template database that each file clones. A fresh
 * migration and seed takes seconds (~2 s on PostgreSQL, more under load); loading a dump or cloning a template,
 * well under one (~0.1 s for the clone).
 */
export default async function setup(project: TestProject) {
  const bundle = await buildServerBundle();
  project.provide('apiServerBundle', bundle.file);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide('pgliteDump', '');
    const template = await createPostgresTemplate(adminUrl);
    project.provide('postgresTemplate', template.name);
    return async () => {
      await template.drop();
      await bundle.remove();
    };
  }
  project.provide('postgresTemplate', '');
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

/** A migrated and seeded database on the server of `adminUrl`, named for this run, with no connection left open. */
async function createPostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `larder_template_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A template must have no other session while it is copied: this one is closed before any test file starts.
  const db = await openDb({ databaseUrl: url.toString() });
  await migrate(db);
  await seed(db);
  await db.close();
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
