import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDb, type Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';

export const PUBLIC_URL = 'https://www.marlows.test';

export interface TestDb {
  db: Db;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: a copy of the run's seeded PGlite, or, with TEST_DATABASE_URL, a new
 * PostgreSQL database (a copy of the run's migrated and seeded template, test/helpers/global-setup.ts; migrated and
 * seeded here when the run has none), dropped at the end.
 */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') {
    const dump = await readFile(inject('pgliteDump'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm } });
    const db = await openDb({ pglite });
    return { db, close: () => db.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  if (!template) {
    await migrate(db);
    await seed(db);
  }
  return {
    db,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  url: string;
  db: Db;
  config: Config;
  /** GET (or any method with init) against the app; resolves with status, headers and parsed JSON. */
  get<T = unknown>(path: string, init?: RequestInit): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export interface TestResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface TestAppOptions {
  /** The database (default: a fresh test database, closed with the app). */
  db?: Db;
  imagesDir?: string;
  /** Environment variables on top of the test defaults (a temporary DATA_DIR, silent logs, response checks). */
  env?: Record<string, string>;
  /** Further options of `createApp`. */
  app?: Partial<Omit<AppOptions, 'config' | 'db' | 'imagesDir'>>;
}

/** The real app (response validation on) on an ephemeral port over `db` (default: a fresh test database). */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const own = options.db === undefined ? await createTestDb() : undefined;
  const db = options.db ?? own!.db;
  const dataDir = await mkdtemp(join(tmpdir(), 'larder-api-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    VALIDATE_RESPONSES: 'true',
    PUBLIC_URL,
    PORT: '0',
    ...options.env,
  });
  const app = createApp({ ...options.app, config, db, imagesDir: options.imagesDir });
  const { createServer } = await import('node:http');
  const server = createServer(app);
  const url = await listen(server);
  return {
    url,
    db,
    config,
    async get<T>(path: string, init?: RequestInit) {
      const response = await fetch(`${url}${path}`, init);
      const type = response.headers.get('content-type') ?? '';
      const body = (type.includes('json') ? await response.json() : await response.arrayBuffer()) as T;
      return { status: response.status, headers: response.headers, body };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await own?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `{ data }` of a success body. */
export function data<T>(response: TestResponse<unknown>): T {
  return (response.body as { data: T }).data;
}

/** `{ errors }` of an error body. */
export function errors(response: TestResponse<unknown>): { param: string; value?: unknown; msg: string }[] {
  return (response.body as { errors: { param: string; value?: unknown; msg: string }[] }).errors;
}
