import { createHash, randomUUID } from 'node:crypto';
import type { ApiError } from '@larder/domain';
import type { Logger } from 'pino';
import type { Db, Queryable } from '../db/db';
import {
  claimIdempotencyKey,
  consumeCaptcha,
  findIdempotent,
  insertSubmission,
  queueMail,
} from '../db/queries/submissions';
import { AppError } from '../errors';
import { truncateIp } from '../logging';
import type { QueuedMail } from '../mail/emails';
import type { Captcha } from './captcha';

/**
 * The common tail of every form (spec §7): an `Idempotency-Key` retry gets the first answer; otherwise the captcha
 * is verified, every field error is answered 422, and the submission is stored with its outbox rows (and the spent
 * captcha and the idempotency record) in one transaction, answered 201 `{ data: { id } }` only after COMMIT.
 */

export type SubmissionKind =
  'contact' | 'sample' | 'consumer_sample' | 'pizzaexpo' | 'purchase' | 'send_files';

/** What a form endpoint received, read off the HTTP request by its route. */
export interface FormRequest {
  /** The endpoint below /api (`contactus`), the scope of its idempotency keys. */
  route: string;
  body: Record<string, unknown>;
  ip: string | undefined;
  /** The `Idempotency-Key` header, when sent. */
  idempotencyKey: string | undefined;
}

/** The answer to a form post; `replayed` when it is the first answer to an earlier request with the same key. */
export interface FormAnswer {
  status: number;
  body: { data: { id: string } };
  replayed: boolean;
}

/** What a form's rules produced, for the common tail to finish. */
export interface Submission {
  kind: SubmissionKind;
  payload: Record<string, unknown>;
  /** Field errors found so far (422 when any remain after the captcha check). */
  errors: ApiError[];
  /**
   * The captcha field, the message answered when its token is refused, and what verifies it (default: the forms'
   * captcha; "email it" always takes the ALTCHA proof of work).
   */
  captcha?: { field: string; msg: string; verifier?: Captcha };
  /** The emails to queue, given the new submission's id. */
  mails: (id: string) => QueuedMail[];
  /** Extra work inside the transaction (the send-files quota); throw to roll everything back. */
  inTransaction?: (tx: Queryable) => Promise<void>;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

interface Idempotency {
  route: string;
  key: string;
  hash: string;
}

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

/** The request's key with a hash of its body; undefined without a key. The contract checks the key's length. */
function idempotencyOf(request: FormRequest): Idempotency | undefined {
  const key = request.idempotencyKey;
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]+$/.test(key)) {
    throw AppError.badRequest(IDEMPOTENCY_HEADER, key, 'Must be 8 to 200 visible ASCII characters');
  }
  return {
    route: request.route,
    key,
    hash: createHash('sha256').update(stableJson(request.body)).digest('hex'),
  };
}

/** The same key with a different body conflicts with the request first sent under it (409, as openapi.yaml says). */
async function firstAnswer(db: Queryable, idempotency: Idempotency): Promise<FormAnswer | undefined> {
  const record = await findIdempotent(db, idempotency.route, idempotency.key);
  if (record === undefined) return undefined;
  if (record.requestHash !== idempotency.hash) {
    throw new AppError(409, [
      {
        param: IDEMPOTENCY_HEADER,
        value: idempotency.key,
        msg: 'This Idempotency-Key was already used with a different request',
      },
    ]);
  }
  return { status: record.status, body: record.body, replayed: true };
}

class IdempotencyRace extends Error {}

export interface Submissions {
  /**
   * Answers a form post: the first answer again for a retried Idempotency-Key; otherwise the form's `rules` run,
   * then the captcha is verified and the submission refused with 422 (every error) or stored, and the outbox woken.
   */
  answer(request: FormRequest, rules: () => Promise<Submission>): Promise<FormAnswer>;
}

export function createSubmissions(options: {
  db: Db;
  captcha: Captcha;
  logger: Logger;
  /** Woken after each commit so queued mail goes out at once (the outbox worker). */
  mailer?: { wake(): void };
}): Submissions {
  const { db, captcha, logger, mailer } = options;

  /** Verifies the captcha unless the rules already refused that field; returns the token to spend. */
  async function verifiedCaptcha(request: FormRequest, submission: Submission) {
    if (submission.captcha === undefined) return undefined;
    const { field, msg, verifier = captcha } = submission.captcha;
    const token = request.body[field];
    if (submission.errors.some((error) => error.param === field) || typeof token !== 'string')
      return undefined;
    const result = await verifier.verify(token, request.ip);
    if (!result.ok) {
      logger.info({ field, reason: result.reason }, 'captcha refused');
      submission.errors.push({ param: field, value: token, msg });
      return undefined;
    }
    return { key: result.key, expiresAt: result.expiresAt, field, value: token, msg };
  }

  async function store(request: FormRequest, submission: Submission, idempotency: Idempotency | undefined) {
    const spent = await verifiedCaptcha(request, submission);
    if (submission.errors.length > 0) throw new AppError(422, submission.errors);
    const id = randomUUID();
    const answer: FormAnswer = { status: 201, body: { data: { id } }, replayed: false };
    await db.transaction(async (tx) => {
      // First, so a concurrent twin waits here for our COMMIT and then finds the key taken.
      if (idempotency !== undefined && !(await claimIdempotencyKey(tx, idempotency, answer))) {
        throw new IdempotencyRace();
      }
      if (spent !== undefined && !(await consumeCaptcha(tx, spent))) {
        throw new AppError(422, [{ param: spent.field, value: spent.value, msg: spent.msg }]);
      }
      await submission.inTransaction?.(tx);
      // The sender's network (203.0.113.0, a /48), enough to see abuse from one place; not the address itself.
      await insertSubmission(tx, {
        id,
        kind: submission.kind,
        payload: submission.payload,
        ip: truncateIp(request.ip),
      });
      for (const mail of submission.mails(id)) await queueMail(tx, id, mail);
    });
    logger.info({ submissionId: id, kind: submission.kind }, 'submission stored');
    mailer?.wake();
    return answer;
  }

  return {
    async answer(request, rules) {
      const idempotency = idempotencyOf(request);
      const first = idempotency === undefined ? undefined : await firstAnswer(db, idempotency);
      if (first !== undefined) return first;
      const submission = await rules();
      try {
        return await store(request, submission, idempotency);
      } catch (error) {
        if (error instanceof IdempotencyRace && idempotency !== undefined) {
          const raced = await firstAnswer(db, idempotency);
          if (raced !== undefined) return raced;
        }
        throw error;
      }
    },
  };
}
