import { createHash, randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../errors';
import { consumeCaptcha } from './captcha';
import type { QueuedMail } from './emails';

export type SubmissionKind =
  'contact' | 'sample' | 'consumer_sample' | 'pizzaexpo' | 'purchase' | 'send_files';

export interface StoredResponse {
  status: number;
  body: { data: { id: string } };
}

export interface IdempotencyRequest {
  route: string;
  key: string;
  hash: string;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's Idempotency-Key (400 when malformed), with a hash of the body; undefined without the header. */
export function idempotencyOf(req: Request, route: string): IdempotencyRequest | undefined {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) {
    throw AppError.badRequest(IDEMPOTENCY_HEADER, key, 'Must be 8 to 200 visible ASCII characters');
  }
  const hash = createHash('sha256').update(stableJson(req.body)).digest('hex');
  return { route, key, hash };
}

/**
 * The first answer given to this key, when there is one. The same key with a different body is refused with
 * 409 Conflict, as openapi.yaml describes (the request conflicts with the one first sent under that key).
 */
export async function replayed(
  db: Queryable,
  request: IdempotencyRequest,
): Promise<StoredResponse | undefined> {
  const found = await db.query<{
    request_hash: string;
    response_status: number;
    response_body: StoredResponse['body'];
  }>(
    'select request_hash, response_status, response_body from idempotency_keys where route = $1 and key = $2',
    [request.route, request.key],
  );
  const row = found.rows[0];
  if (row === undefined) return undefined;
  if (row.request_hash !== request.hash) {
    throw new AppError(409, [
      {
        param: IDEMPOTENCY_HEADER,
        value: request.key,
        msg: 'This Idempotency-Key was already used with a different request',
      },
    ]);
  }
  return { status: row.response_status, body: row.response_body };
}

export interface SubmissionInput {
  kind: SubmissionKind;
  payload: unknown;
  ip: string | undefined;
  idempotency: IdempotencyRequest | undefined;
  /** A verified captcha token, made single-use here; a replay answers 422 on `field` with `msg`. */
  captcha?: { key: string; expiresAt: Date; field: string; value: unknown; msg: string };
  /** The emails to queue, given the new submission's id. */
  mails: (id: string) => QueuedMail[];
  /** Extra work inside the transaction (e.g. the send-files quota); throw to roll everything back. */
  inTransaction?: (tx: Queryable) => Promise<void>;
}

class IdempotencyRace extends Error {}

/**
 * Stores a submission and its outbox rows in one transaction (with the spent captcha and the idempotency record)
 * and resolves only after COMMIT, with the answer to send.
 */
export async function storeSubmission(db: Db, input: SubmissionInput): Promise<StoredResponse> {
  const id = randomUUID();
  const response: StoredResponse = { status: 201, body: { data: { id } } };
  try {
    await db.transaction(async (tx) => {
      if (input.idempotency !== undefined) {
        // First, so a concurrent twin waits here for our COMMIT and then finds the key taken.
        const claimed = await tx.query(
          `insert into idempotency_keys (route, key, request_hash, response_status, response_body)
           values ($1, $2, $3, $4, $5) on conflict (route, key) do nothing returning key`,
          [
            input.idempotency.route,
            input.idempotency.key,
            input.idempotency.hash,
            response.status,
            response.body,
          ],
        );
        if (claimed.rowCount !== 1) throw new IdempotencyRace();
      }
      if (input.captcha !== undefined && !(await consumeCaptcha(tx, input.captcha))) {
        throw new AppError(422, [
          { param: input.captcha.field, value: input.captcha.value, msg: input.captcha.msg },
        ]);
      }
      await input.inTransaction?.(tx);
      await tx.query('insert into submissions (id, kind, payload, ip) values ($1, $2, $3, $4)', [
        id,
        input.kind,
        input.payload,
        input.ip ?? null,
      ]);
      for (const mail of input.mails(id)) {
        await tx.query(
          `insert into outbox (submission_id, recipient, reply_to, subject, text, html, attachments)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            mail.recipient,
            mail.replyTo ?? null,
            mail.subject,
            mail.text,
            mail.html,
            JSON.stringify(mail.attachments),
          ],
        );
      }
    });
  } catch (error) {
    if (error instanceof IdempotencyRace && input.idempotency !== undefined) {
      const first = await replayed(db, input.idempotency);
      if (first !== undefined) return first;
    }
    throw error;
  }
  return response;
}
