import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';

/**
 * The SQL of state every process of a deployment shares: generated secrets and rate-limit counters
 * (`060_shared_state.sql`).
 */

/** The secret `name`, created (32 random bytes, hex) by whichever process asks first; all get the same value. */
export async function sharedSecret(db: Queryable, name: string): Promise<string> {
  await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('hex'),
  ]);
  const found = await db.query<{ value: string }>('select value from app_secrets where name = $1', [name]);
  const value = found.rows[0]?.value;
  if (value === undefined) throw new Error(`The secret ${name} could not be stored`);
  return value;
}

/** Counts one hit of `key` in its window (a new window of `windowMs` when the last one ended). */
export async function hitRateLimit(
  db: Queryable,
  key: string,
  windowMs: number,
): Promise<{ hits: number; resetAt: Date }> {
  const counted = await db.query<{ hits: number; reset_at: Date }>(
    `insert into rate_limits (key, hits, reset_at) values ($1, 1, now() + $2::integer * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
       reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
     returning hits, reset_at`,
    [key, windowMs],
  );
  const row = counted.rows[0]!;
  return { hits: row.hits, resetAt: new Date(row.reset_at) };
}

/** Takes one hit back (express-rate-limit's `skipFailedRequests` and similar). */
export async function unhitRateLimit(db: Queryable, key: string): Promise<void> {
  await db.query('update rate_limits set hits = greatest(hits - 1, 0) where key = $1 and reset_at > now()', [
    key,
  ]);
}

export async function resetRateLimit(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_limits where key = $1', [key]);
}

/** Drops windows that have ended. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.query('delete from rate_limits where reset_at < now()');
}
