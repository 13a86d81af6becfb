/**
 * Real server processes for the tests that need them (crashes, kills, locks, several instances): the API's own entry
 * point (`src/server.ts`, bundled once per run: server-bundle.ts), as `npm start` runs the built one, on a free
 * loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDb } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { apiRoot } from '../../src/paths';
import { serverArgs } from './server-bundle';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Where a server keeps its data: a DATA_DIR, and a PostgreSQL database when `databaseUrl` is set. */
export interface Target {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/**
 * A migrated, seeded catalogue: the run's PGlite dump unpacked into a fresh DATA_DIR, or, with `adminUrl` (default
 * TEST_DATABASE_URL), a fresh PostgreSQL database (a copy of the run's template on the step's server).
 */
export async function prepareTarget(adminUrl = process.env.TEST_DATABASE_URL): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'larder-process-'));
  if (adminUrl === undefined || adminUrl === '') {
    // The run's seeded dump; a run on PostgreSQL has none (its global setup prepares no PGlite), so a PGlite test
    // run there (the folder lock, given by name) migrates and seeds a folder of its own.
    const dumpFile = inject('pgliteDump');
    if (dumpFile === '') {
      const db = await openDb({ dataDir });
      await migrate(db);
      await seed(db);
      await db.close();
    } else {
      const pglite = await PGlite.create(join(dataDir, 'pglite'), {
        loadDataDir: new Blob([await readFile(dumpFile)]),
        extensions: { pg_trgm },
      });
      await pglite.close();
    }
    return {
      engine: 'pglite',
      dataDir,
      databaseUrl: undefined,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `t_proc_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // The run's template lives on the step's server only: a cluster of a test's own is migrated and seeded here.
  const template = adminUrl === process.env.TEST_DATABASE_URL ? inject('postgresTemplate') : '';
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (!template) {
    const db = await openDb({ databaseUrl: url.toString() });
    await migrate(db);
    await seed(db);
    await db.close();
  }
  return {
    engine: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves when /api/health answers 200; rejects when the process exits first. */
  ready: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote. */
  output(): string;
  /** Its stdout lines that are JSON log lines. */
  logLines(): Record<string, unknown>[];
}

/**
 * Starts `src/server.ts` on a free port over `target` with `env` on top of a quiet default (log level warn, no
 * rate limits to speak of). The workspace dependency runs from source too, so no build is needed or stale.
 */
export async function spawnApi(
  target: Pick<Target, 'dataDir' | 'databaseUrl'>,
  env: Record<string, string | undefined> = {},
  readyTimeoutMs = 110_000,
): Promise<ApiProcess> {
  const port = await freePort();
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    PUBLIC_URL: 'https://www.marlows.test',
    LOG_LEVEL: 'warn',
    FORMS_RATE_LIMIT: '100000',
    LOOKUP_RATE_LIMIT: '100000',
    EMAIL_RATE_LIMIT: '100000',
    SEND_FILES_DAILY_CAP: '100000',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const server = await serverArgs(target.dataDir);
  const child = spawn(process.execPath, server.args, {
    cwd: apiRoot,
    env: { ...merged, ...server.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let gone = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = true;
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const output = () => stdout + stderr;
  const ready = (async () => {
    for (const started = Date.now(); Date.now() - started < readyTimeoutMs;) {
      if (gone) throw new Error(`The API exited while starting:\n${output()}`);
      try {
        if ((await fetch(`${url}/api/health`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    throw new Error(`The API did not become healthy:\n${output()}`);
  })();
  ready.catch(() => undefined);
  return {
    url,
    port,
    child,
    ready,
    exited,
    output,
    logLines: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/**
 * Resolves with the exit, or rejects when the process is still running after `ms`; `what` names the awaited exit in
 * that error (such as 'A clean stop').
 */
export async function exitWithin(api: ApiProcess, ms: number, what?: string) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    const message =
      what === undefined ? `still running after ${ms} ms` : `${what} did not happen within ${ms} ms`;
    timer = setTimeout(() => reject(new Error(`${message}:\n${api.output()}`)), ms);
  });
  try {
    return await Promise.race([api.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}
