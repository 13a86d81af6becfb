import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, migrate, openDb, seed, type Config } from '@larder/api';

/**
 * The embedded database's first start in a process of its own (issue 12, memory). Creating a PGlite database
 * (initdb) and seeding it grows the WebAssembly memory and V8's optimised PostgreSQL code to ~1.1 GB, and none of it
 * is given back to the system afterwards (WebAssembly memory never shrinks; the allocator keeps what compilation
 * used). Done in a short-lived child process, the server then only opens an existing database, as on every later
 * start. PostgreSQL, an existing PGlite folder and development are prepared in the server's own process as before.
 */

/** Set in the child's environment: prepare the database, then exit. */
export const PREPARE_ONLY_ENV = 'LARDER_PREPARE_DATABASE_ONLY';

/** Whether this start creates the embedded database (PGlite and no database in `DATA_DIR` yet). */
export function createsEmbeddedDatabase(config: Config): boolean {
  return config.databaseUrl === undefined && !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * Runs `entry` (the built server, `dist/server.js`) with `PREPARE_ONLY_ENV` set and waits for it: it creates,
 * migrates and seeds the database, closes it and exits. Its output is the server's; a failure is thrown with its
 * exit code (the child printed the reason).
 */
export function prepareInChild(entry: string, env: Record<string, string | undefined>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(entry, [], {
      env: { ...env, [PREPARE_ONLY_ENV]: '1' },
      // Plain node on the built files: none of this process's flags (a test runner's loaders and conditions).
      execArgv: [],
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The database could not be prepared (exit ${code ?? signal})`));
    });
  });
}

/** The child's work: open (and create), migrate, seed, close. */
export async function prepareDatabase(config: Config): Promise<void> {
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    checkConnection: true,
  });
  try {
    const applied = await migrate(db);
    const seeded = await seed(db);
    createLogger(config.logLevel).info(
      { engine: db.engine, migrations: applied, seeded: seeded.seeded },
      'database created (first start, in a process of its own)',
    );
  } finally {
    await db.close();
  }
}
