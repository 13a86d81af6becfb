import type { Logger } from 'pino';
import type { Db } from '../db/db';
import { isAlive, parseTag, processTag } from '../db/lock';
import {
  claimDue,
  claimants,
  markDead,
  markRetry,
  markSent,
  pruneExpired,
  releaseClaims,
  renewLeases,
  type OutboxRow,
} from '../db/queries/outbox';
import { AppError } from '../errors';
import type { MailTransport } from './transport';

/** Turns a stored site path into a file on disk (the PDF service does this for `/files/…` and `/img/…`). */
export interface AttachmentFiles {
  fileFor(path: string): Promise<{ file: string; filename: string }>;
}

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** Resolves attachments; rows with attachments fail (and retry) without it. */
  files?: AttachmentFiles;
  /** From address of every message (`config.mail.from`). */
  from: string;
  /** Domain of the Message-ID header (`<outbox-{id}@domain>`). */
  messageIdDomain?: string;
  /** Attempts before a row is marked dead (default 8). */
  maxAttempts?: number;
  /** First retry delay; doubles with each attempt (default 5 s). */
  baseDelayMs?: number;
  /** Longest retry delay (default 1 h). */
  maxDelayMs?: number;
  /**
   * How long a claimed row stays reserved for this worker (default 30 s); the worker renews the lease every third
   * of it while it lives, so only a worker that is gone loses its rows.
   */
  leaseMs?: number;
  /** Who claims rows (`host/pid/start`, default this process); tests stand in for other processes with it. */
  claimant?: string;
  /** Poll interval (default 1 s). */
  pollMs?: number;
  /** Rows claimed per round (default 10). */
  batchSize?: number;
  /** Clock; defaults to the database's now(). Tests inject one to step over back-off delays. */
  now?: () => Date;
}

export interface RunResult {
  sent: number;
  failed: number;
  dead: number;
}

export interface OutboxWorker {
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
  /** Claims and sends the due rows once. */
  runOnce(): Promise<RunResult>;
  /** Asks for a round as soon as possible (called right after a submission commits). */
  wake(): void;
}

const PRUNE_EVERY_MS = 10 * 60_000;

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000);
}

/**
 * Sends the outbox. A round claims due rows in one statement (`FOR UPDATE SKIP LOCKED`, so concurrent workers —
 * in this process or others on the same PostgreSQL — never take the same row) and moves them to 'sending' with a
 * lease and this process's tag; the lock is released at once, so the single PGlite connection is never held during
 * SMTP. Each row is then sent and marked 'sent' only if this process still holds it; a failure goes back to
 * 'pending' with exponential back-off, and after `maxAttempts` becomes 'dead' with its last error.
 *
 * A process that dies mid-send leaves rows in 'sending'. Every round looks for them: rows held by a process of this
 * machine that is no longer running are due again at once (a restart sends them within a second); rows held by a
 * process elsewhere wait for their lease, which a live worker renews and a dead one cannot. A message is the same
 * message every time it goes out (its Message-ID is the outbox id), and the file transport writes it once.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    transport,
    logger,
    files,
    from,
    messageIdDomain = 'marlows.example',
    maxAttempts = 8,
    baseDelayMs = 5_000,
    maxDelayMs = 60 * 60_000,
    leaseMs = 30_000,
    pollMs = 1_000,
    batchSize = 10,
    now,
    claimant = processTag(),
  } = options;
  const clock = () => (now === undefined ? null : now());

  let timer: NodeJS.Timeout | undefined;
  let renewer: NodeJS.Timeout | undefined;
  let running: Promise<RunResult> | undefined;
  let again = false;
  let started = false;

  async function deliver(row: OutboxRow): Promise<void> {
    const attachments = [];
    for (const attachment of row.attachments) {
      if (files === undefined) throw new Error('No attachment resolver configured');
      const found = await files.fileFor(attachment.path);
      attachments.push({ filename: attachment.filename || found.filename, path: found.file });
    }
    await transport.send({
      messageId: `<outbox-${row.id}@${messageIdDomain}>`,
      from,
      to: row.recipient,
      ...(row.reply_to !== null ? { replyTo: row.reply_to } : {}),
      subject: row.subject,
      text: row.text,
      ...(row.html !== null ? { html: row.html } : {}),
      attachments,
    });
  }

  let lastPrune = 0;

  /** Spent captchas, idempotency records and quotas are only needed for a day; drop older ones now and then. */
  async function prune(): Promise<void> {
    const at = now?.().getTime() ?? Date.now();
    if (at - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at;
    await pruneExpired(db, clock());
  }

  /** Rows held by processes of this machine that are gone are due again now. */
  async function releaseOrphans(): Promise<void> {
    for (const tag of await claimants(db)) {
      const holder = parseTag(tag);
      if (tag === claimant || holder === undefined || isAlive(holder) !== false) continue;
      const released = await releaseClaims(db, tag);
      if (released > 0)
        logger.warn({ released, stoppedPid: holder.pid }, 'mail of a stopped process taken back');
    }
  }

  async function round(): Promise<RunResult> {
    const result: RunResult = { sent: 0, failed: 0, dead: 0 };
    await prune();
    await releaseOrphans();
    const rows = await claimDue(db, { at: clock(), batchSize, leaseMs, by: claimant });
    for (const row of rows) {
      try {
        await deliver(row);
        await markSent(db, row.id, clock(), claimant);
        result.sent += 1;
        logger.info({ outboxId: row.id, attempts: row.attempts }, 'mail sent');
      } catch (error) {
        const message = errorText(error);
        if (row.attempts >= maxAttempts) {
          await markDead(db, row.id, message, claimant);
          result.dead += 1;
          logger.error(
            { outboxId: row.id, attempts: row.attempts, err: error },
            'mail dead after last attempt',
          );
        } else {
          const delay = Math.min(baseDelayMs * 2 ** (row.attempts - 1), maxDelayMs);
          await markRetry(db, row.id, message, clock(), delay, claimant);
          result.failed += 1;
          logger.warn(
            { outboxId: row.id, attempts: row.attempts, retryInMs: delay, err: error },
            'mail failed',
          );
        }
      }
    }
    return result;
  }

  function runOnce(): Promise<RunResult> {
    if (running !== undefined) {
      // One round at a time per worker; a call during a round gets another round right after it.
      again = true;
      return running.then(() => runOnce());
    }
    running = round().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delay: number): void {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick(): void {
    again = false;
    runOnce()
      .then((result) => {
        // A full batch means more rows may be due: go on at once rather than after the poll interval.
        if (result.sent + result.failed + result.dead >= batchSize) again = true;
      })
      .catch((error: unknown) => {
        // The database being away is an outage the health check reports, not a fault of the outbox.
        if (error instanceof AppError && error.status === 503)
          logger.warn({ err: error.cause }, 'outbox waiting for the database');
        else logger.error({ err: error }, 'outbox round failed');
      })
      .finally(() => schedule(again ? 0 : pollMs));
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
      renewer = setInterval(() => {
        renewLeases(db, { at: clock(), leaseMs, by: claimant }).catch((error: unknown) =>
          logger.warn({ err: error }, 'outbox lease renewal failed'),
        );
      }, leaseMs / 3);
      renewer.unref();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      clearInterval(renewer);
      await running?.catch(() => undefined);
    },
    runOnce,
    wake() {
      if (!started) return;
      if (running !== undefined) again = true;
      else schedule(0);
    },
  };
}
