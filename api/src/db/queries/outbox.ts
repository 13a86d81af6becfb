import type { MailAttachment } from '../../mail/emails';
import type { Queryable } from '../db';

/**
 * The SQL of the outbox worker. `at` is the worker's clock, or null for the database's `now()` (tests step a
 * clock over back-off delays and leases).
 */

export interface OutboxRow {
  id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  attempts: number;
}

/**
 * Claims up to `batchSize` due rows in one statement (`FOR UPDATE SKIP LOCKED`, so concurrent workers never take
 * the same row), leases them for `leaseMs` and marks them `claimed_by` this process; a row whose lease ran out (its
 * worker died on another machine) is due again.
 */
export async function claimDue(
  db: Queryable,
  { at, batchSize, leaseMs, by }: { at: Date | null; batchSize: number; leaseMs: number; by: string },
): Promise<OutboxRow[]> {
  const result = await db.query<OutboxRow>(
    `with due as (
       select id from outbox
       where (status = 'pending' and next_attempt_at <= coalesce($1::timestamptz, now()))
          or (status = 'sending' and locked_until < coalesce($1::timestamptz, now()))
       order by next_attempt_at, id
       limit $2
       for update skip locked
     )
     update outbox o
        set status = 'sending',
            attempts = o.attempts + 1,
            locked_until = coalesce($1::timestamptz, now()) + ($3::integer * interval '1 millisecond'),
            claimed_by = $4
       from due
      where o.id = due.id
     returning o.id, o.recipient, o.reply_to, o.subject, o.text, o.html, o.attachments, o.attempts`,
    [at, batchSize, leaseMs, by],
  );
  return result.rows;
}

/** Extends the lease of every row `by` is sending (the worker does this while it is alive). */
export async function renewLeases(
  db: Queryable,
  { at, leaseMs, by }: { at: Date | null; leaseMs: number; by: string },
): Promise<void> {
  await db.query(
    `update outbox set locked_until = coalesce($1::timestamptz, now()) + ($2::integer * interval '1 millisecond')
      where status = 'sending' and claimed_by = $3`,
    [at, leaseMs, by],
  );
}

/** The processes holding rows in 'sending' (`host/pid/start` tags). */
export async function claimants(db: Queryable): Promise<string[]> {
  const found = await db.query<{ claimed_by: string }>(
    "select distinct claimed_by from outbox where status = 'sending' and claimed_by is not null",
  );
  return found.rows.map((row) => row.claimed_by);
}

/** Makes the rows a dead process was sending due again at once; returns how many. */
export async function releaseClaims(db: Queryable, by: string): Promise<number> {
  const released = await db.query(
    `update outbox set status = 'pending', locked_until = null, claimed_by = null
      where status = 'sending' and claimed_by = $1`,
    [by],
  );
  return released.rowCount;
}

/** Marks a claimed row sent (only while this claim still holds it). */
export async function markSent(db: Queryable, id: string, at: Date | null, by: string): Promise<void> {
  await db.query(
    `update outbox set status = 'sent', sent_at = coalesce($2::timestamptz, now()), locked_until = null,
            last_error = null
      where id = $1 and status = 'sending' and claimed_by = $3`,
    [id, at, by],
  );
}

/** Gives a failed row back for another attempt after `delayMs`. */
export async function markRetry(
  db: Queryable,
  id: string,
  error: string,
  at: Date | null,
  delayMs: number,
  by: string,
): Promise<void> {
  await db.query(
    `update outbox
        set status = 'pending', last_error = $2, locked_until = null, claimed_by = null,
            next_attempt_at = coalesce($3::timestamptz, now()) + ($4::integer * interval '1 millisecond')
      where id = $1 and status = 'sending' and claimed_by = $5`,
    [id, error, at, delayMs, by],
  );
}

/** Gives up on a row after its last attempt. */
export async function markDead(db: Queryable, id: string, error: string, by: string): Promise<void> {
  await db.query(
    `update outbox set status = 'dead', last_error = $2, locked_until = null
      where id = $1 and status = 'sending' and claimed_by = $3`,
    [id, error, by],
  );
}

/**
 * Spent captchas, idempotency records and quotas are only needed for a day, rate-limit windows until they end;
 * drops older ones.
 */
export async function pruneExpired(db: Queryable, at: Date | null): Promise<void> {
  await db.query('delete from rate_limits where reset_at < coalesce($1::timestamptz, now())', [at]);
  await db.query(
    "delete from captcha_used where expires_at < coalesce($1::timestamptz, now()) - interval '1 day'",
    [at],
  );
  await db.query(
    "delete from idempotency_keys where created_at < coalesce($1::timestamptz, now()) - interval '1 day'",
    [at],
  );
  await db.query(
    "delete from email_quota where day < (coalesce($1::timestamptz, now()) - interval '2 days')::date",
    [at],
  );
}
