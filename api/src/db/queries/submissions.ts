import type { QueuedMail } from '../../mail/emails';
import type { Queryable } from '../db';

/**
 * The SQL of the write side: idempotency records, spent captchas, submissions, their outbox rows and the daily
 * "email it" quota. Everything but `findIdempotent` runs inside the submission's transaction.
 */

export interface IdempotencyRecord {
  requestHash: string;
  status: number;
  body: { data: { id: string } };
}

/** The answer first given to `key` on `route`, with the hash of the body it answered. */
export async function findIdempotent(
  db: Queryable,
  route: string,
  key: string,
): Promise<IdempotencyRecord | undefined> {
  const found = await db.query<{
    request_hash: string;
    response_status: number;
    response_body: IdempotencyRecord['body'];
  }>(
    'select request_hash, response_status, response_body from idempotency_keys where route = $1 and key = $2',
    [route, key],
  );
  const row = found.rows[0];
  return row && { requestHash: row.request_hash, status: row.response_status, body: row.response_body };
}

/** Records the answer to `key`; false when a concurrent twin recorded it first (then this one waited for it). */
export async function claimIdempotencyKey(
  tx: Queryable,
  request: { route: string; key: string; hash: string },
  answer: { status: number; body: unknown },
): Promise<boolean> {
  const claimed = await tx.query(
    `insert into idempotency_keys (route, key, request_hash, response_status, response_body)
     values ($1, $2, $3, $4, $5) on conflict (route, key) do nothing returning key`,
    [request.route, request.key, request.hash, answer.status, answer.body],
  );
  return claimed.rowCount === 1;
}

/**
 * Records a verified captcha as spent. False when it was spent before (a replay): the unique key makes this hold
 * across processes and engines.
 */
export async function consumeCaptcha(
  tx: Queryable,
  captcha: { key: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await tx.query(
    'insert into captcha_used (signature, expires_at) values ($1, $2) on conflict (signature) do nothing returning signature',
    [captcha.key, captcha.expiresAt],
  );
  return inserted.rowCount === 1;
}

export async function insertSubmission(
  tx: Queryable,
  submission: { id: string; kind: string; payload: unknown; ip: string | undefined },
): Promise<void> {
  await tx.query('insert into submissions (id, kind, payload, ip) values ($1, $2, $3, $4)', [
    submission.id,
    submission.kind,
    submission.payload,
    submission.ip ?? null,
  ]);
}

/** Queues one email of a submission for the outbox worker. */
export async function queueMail(tx: Queryable, submissionId: string, mail: QueuedMail): Promise<void> {
  await tx.query(
    `insert into outbox (submission_id, recipient, reply_to, subject, text, html, attachments)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      submissionId,
      mail.recipient,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.attachments),
    ],
  );
}

/** Counts one more "email it" message to `recipient` on `day` (YYYY-MM-DD); returns the day's count. */
export async function countEmailQuota(tx: Queryable, recipient: string, day: string): Promise<number> {
  const counted = await tx.query<{ count: number }>(
    `insert into email_quota (recipient, day, count) values ($1, $2::date, 1)
     on conflict (recipient, day) do update set count = email_quota.count + 1 returning count`,
    [recipient, day],
  );
  return counted.rows[0]?.count ?? 0;
}
