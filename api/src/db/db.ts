import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { AppError } from '../errors';
import { acquireLock, LockHeldError, type Lock } from './lock';

export type Engine = 'pglite' | 'postgres';
export type Row = Record<string, unknown>;

export interface QueryResult<R extends object = Row> {
  rows: R[];
  rowCount: number;
}

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<R extends object = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** The database, the same SQL on both engines, through the `pg` API. */
export interface Db extends Queryable {
  readonly engine: Engine;
  /** Runs `fn` in one transaction (BEGIN … COMMIT, ROLLBACK when it throws); use `tx`, not the Db, inside. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite keeps its files in `dataDir/pglite`; `memory://` keeps them in memory. */
  dataDir?: string;
  /** An already created PGlite (e.g. loaded from a dump); the Db takes ownership and closes it. */
  pglite?: PGlite;
  /**
   * Connect to `databaseUrl` before resolving, so an unreachable server fails the start with a
   * `DatabaseUnreachableError` naming it; otherwise the first query reports it (as a 503 in a request).
   */
  checkConnection?: boolean;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
]);

/** True for errors that mean "the database is not reachable" rather than "this query is wrong". */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now), 53300 (too many).
    if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300') {
      return true;
    }
  }
  if (error instanceof AggregateError) return error.errors.some(isConnectionError);
  return /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i.test(
    error.message,
  );
}

/** The PostgreSQL server of `DATABASE_URL` does not answer at start-up (never carries the password). */
export class DatabaseUnreachableError extends Error {
  constructor(
    /** `host:port/database` of the URL. */
    readonly target: string,
    /** What went wrong: the error code and message of the first connection attempt. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Cannot connect to the database in DATABASE_URL (${target}): ${reason}`, options);
    this.name = 'DatabaseUnreachableError';
  }
}

/**
 * Another process holds the embedded database's folder. PGlite is one process's database: two processes writing
 * one folder lose acknowledged data, so the second one refuses to start.
 */
export class DatabaseInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: { pid: number; host: string },
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${holder.pid} on ${holder.host}. ` +
        'PGlite serves a single process: stop the other one (or give this one its own DATA_DIR), or set ' +
        'DATABASE_URL to a PostgreSQL server to run several processes.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** `host:port/database` of a PostgreSQL URL, without user or password. */
function describeTarget(url: URL): string {
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  return `${host}:${url.port || '5432'}${url.pathname.length > 1 ? url.pathname : ''}`;
}

/** 'ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:5432)'; an AggregateError (IPv4 and IPv6) by its parts. */
function describeCause(error: unknown, password: string): string {
  const parts = error instanceof AggregateError && error.errors.length > 0 ? error.errors : [error];
  const first = parts[0] as { code?: unknown; message?: unknown } | undefined;
  const code = (error as { code?: unknown }).code ?? first?.code;
  const messages = [...new Set(parts.map((part) => String((part as Error).message ?? part)).filter(Boolean))];
  let text = [
    typeof code === 'string' ? code : undefined,
    messages.length > 0 ? `(${messages.join('; ')})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (password !== '') text = text.split(password).join('***');
  return text || 'unknown error';
}

function translate(error: unknown): unknown {
  return isConnectionError(error) ? AppError.unavailable(error) : error;
}

/** The most statements a process prepares (the text of each is fixed; values are parameters). */
export const MAX_PREPARED_STATEMENTS = 256;
const statementNames = new Map<string, string>();

/**
 * The name a parameterised statement is prepared under on each connection, so the server parses and plans it once
 * instead of on every call (issue 12: planning was most of a short query's time on PGlite, e.g. 2.2 → 1.3 ms for a
 * product's related recipes, 3.0 → 1.4 ms for a product's details). Statements without parameters (migrations,
 * transaction control) run unnamed, and so does every text past the first `MAX_PREPARED_STATEMENTS`.
 */
export function statementName(sql: string, params: readonly unknown[]): string | undefined {
  if (params.length === 0) return undefined;
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `larder_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R extends object>(sql: string, params: readonly unknown[] = []) {
      try {
        const name = statementName(sql, params);
        const answer: pg.QueryResult | pg.QueryResult[] = await client.query(
          name === undefined
            ? { text: sql, values: params as unknown[] }
            : { name, text: sql, values: params as unknown[] },
        );
        // A multi-statement script (a migration) answers one result per statement; the last one counts.
        const result = Array.isArray(answer) ? answer[answer.length - 1] : answer;
        if (result === undefined) return { rows: [], rowCount: 0 };
        return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
      } catch (error) {
        throw translate(error);
      }
    },
  };
}

function fromPool(pool: pg.Pool, engine: Engine, onClose: () => Promise<void>): Db {
  const direct = wrap(pool);
  let closed = false;
  return {
    engine,
    query: (sql, params) => direct.query(sql, params),
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw translate(error);
      }
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw translate(error);
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await onClose();
    },
  };
}

/**
 * PGlite's PostgreSQL settings: its defaults, with `shared_buffers` at 32 MB instead of initdb's 128 MB. The
 * buffers live in the WebAssembly memory, which never shrinks, and a crawl of the whole site touched them all
 * (189 MB of WebAssembly memory against 128 MB); the database is ~30 MB of tables and indexes, and its files stay
 * in the operating system's page cache besides (docs/benchmarks.md, memory).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise PGlite (with `pg_trgm`) in
 * `dataDir/pglite`. Both are driven through a `pg.Pool`, so result types are the same on both engines.
 */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A client losing its connection must not crash the process (an unhandled 'error' event would): pg-pool
    // listens only while a client is idle in the pool, so every client also gets a listener of its own for the
    // moments it is checked out between two queries of a transaction. The next query reports the loss (503).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    try {
      if (options.checkConnection === true) await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      const url = new URL(options.databaseUrl);
      throw new DatabaseUnreachableError(
        describeTarget(url),
        describeCause(error, decodeURIComponent(url.password)),
        {
          cause: error,
        },
      );
    }
    return fromPool(pool, 'postgres', async () => undefined);
  }
  let pglite = options.pglite;
  let lock: Lock | undefined;
  if (pglite === undefined) {
    const dataDir = options.dataDir ?? 'memory://';
    let location = dataDir;
    if (!dataDir.startsWith('memory://')) {
      location = join(dataDir, 'pglite');
      mkdirSync(location, { recursive: true });
      try {
        lock = acquireLock(join(dataDir, 'pglite.lock'));
      } catch (error) {
        if (error instanceof LockHeldError) throw new DatabaseInUseError(location, error.holder);
        throw error;
      }
    }
    try {
      pglite = await PGlite.create(location, { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
    } catch (error) {
      lock?.release();
      throw error;
    }
  }
  const owned = pglite;
  // PGlite is a single connection: one pooled client, kept open (the shared connection object cannot reconnect).
  const pool = new pg.Pool({ ...createPgConfig(owned), max: 1, idleTimeoutMillis: 0 });
  return fromPool(pool, 'pglite', async () => {
    await owned.close();
    lock?.release();
  });
}
