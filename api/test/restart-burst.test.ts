/**
 * What a crash during a burst of form submissions loses.
 *
 * The API's own entry point (`src/server.ts`) runs in a child process over a real database (PGlite in a temporary
 * DATA_DIR, or a fresh PostgreSQL database when TEST_DATABASE_URL is set) and a real SMTP server on loopback.
 *
 * 1. N sample requests, each with its own solved captcha and Idempotency-Key, are posted at once; when a quarter of
 *    them has been answered 201 the process is killed with SIGKILL (no draining, no close of the database).
 * 2. A second process starts on the same data and sends the queued mail while the unanswered submissions are
 *    retried with the same key and body (as `@larder/client` does). It is killed with SIGKILL too, at the moment the
 *    SMTP server has taken its 20th message and before it answers 250: the message is delivered, the sender never
 *    hears so.
 * 3. A third process retries what is still unanswered, sends the mail and is stopped with SIGTERM. The rows the
 *    killed processes had claimed are taken back at once (their processes are gone), not after the lease.
 * 4. The database is opened by the test: no row is left in 'sending', and a worker whose clock is past any lease
 *    finds nothing more to send; then the stored rows and the delivered mail are checked.
 *
 * The assertions are invariants that hold whatever moment the first kill lands on: no acknowledged submission is
 * lost, none is stored twice, every outbox row is delivered, a row claimed once is delivered once, and only a
 * message in flight at a kill goes out twice (the outbox is at-least-once; the repeat has the same Message-ID).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createChallenge } from 'altcha-lib/v1';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db/db';
import { loadConfig } from '../src/config';
import { createOutboxWorker } from '../src/mail/outbox';
import { createTransport } from '../src/mail/transport';
import { createCatalogueFiles } from '../src/services/catalogue-files';
import { contentDir } from '../src/paths';
import { parseMail, solveAltcha } from './forms/helpers';
import { generalSampleBody } from './forms/payloads';
import {
  exitWithin,
  prepareTarget,
  sleep,
  spawnApi,
  type ApiProcess,
  type Target,
} from './helpers/processes';

const N = 200;
/** The first process is killed when this many submissions have been answered 2xx: mid-burst. */
const KILL_AFTER = N / 4;
/** The second process is killed while the SMTP server takes its this-many-th message. */
const MAIL_KILL_AT = 20;
/** Outbox rows per general sample request: the staff notification and the visitor's confirmation. */
const MAILS_PER_SUBMISSION = 2;
const HMAC_KEY = `restart-burst-${randomBytes(8).toString('hex')}`;
const PUBLIC_URL = 'https://www.marlows.test';
/** The outbox worker's default lease of a claimed row. */
const LEASE_MS = 30_000;
const run = randomBytes(4).toString('hex');

interface Mailbox {
  port: number;
  /** The Message-ID of every message taken, in order. */
  received: string[];
  /** Runs when a message has been taken, before it is answered 250. */
  onMessage: ((messageId: string) => void) | undefined;
  stop(): Promise<void>;
}

/** A real SMTP server on loopback (smtp-server) that records each message's Message-ID. */
async function startMailbox(): Promise<Mailbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 50,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const messageId = parseMail(Buffer.concat(chunks).toString('utf8')).headers['message-id'] ?? '';
        mailbox.received.push(messageId);
        mailbox.onMessage?.(messageId);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const mailbox: Mailbox = {
    port: (server.server.address() as AddressInfo).port,
    received: [],
    onMessage: undefined,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return mailbox;
}

/** The API's own entry point in a child process (helpers/processes.ts), sending its mail to the mailbox. */
const startApi = (target: Target, mailbox: Mailbox) =>
  spawnApi(target, { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, ALTCHA_HMAC_KEY: HMAC_KEY, PUBLIC_URL });

interface Outcome {
  status?: number;
  id?: string;
  replayed?: boolean;
  /** The network error's code when the request got no answer (ECONNRESET, ECONNREFUSED, …). */
  error?: string;
}

function networkCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

async function post(url: string, body: unknown, key: string): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/api/getsample`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data?: { id: string } };
    return {
      status: response.status,
      ...(json.data ? { id: json.data.id } : {}),
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  } catch (error) {
    return { error: networkCode(error) };
  }
}

const ok = (outcome: Outcome | undefined) =>
  outcome?.status !== undefined && outcome.status >= 200 && outcome.status < 300;

/** A valid captcha for the server's HMAC key, solved as the widget does (the form tests' small work factor). */
async function captcha(): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: HMAC_KEY,
    maxnumber: 2_000,
    expires: new Date(Date.now() + 10 * 60_000),
  });
  return solveAltcha({ ...challenge, maxnumber: challenge.maxnumber ?? 2_000 });
}

const marker = (index: number) => `Burst ${run} Diner ${String(index).padStart(3, '0')}`;
const idempotencyKey = (index: number) => `burst-${run}-${index}`;
const outboxId = (messageId: string) => /^<outbox-(\d+)@/.exec(messageId)?.[1];

describe('a crash during a burst of submissions', () => {
  let target: Target;
  let mailbox: Mailbox;
  let db: Db | undefined;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    target = await prepareTarget();
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    for (const running of processes) if (running.child.exitCode === null) running.child.kill('SIGKILL');
    await Promise.all(processes.map((running) => running.exited));
    await db?.close();
    await mailbox?.stop();
    await target?.drop();
  });

  it(
    'loses no acknowledged submission, stores none twice, and delivers every queued email',
    { timeout: 600_000 },
    async () => {
      const products = JSON.parse(readFileSync(join(contentDir(), 'products.json'), 'utf8')) as {
        id: string;
        status: string;
      }[];
      const product = products.find((item) => item.status === 'Website Active');
      if (product === undefined) throw new Error('no active product in the content');
      const bodies: ReturnType<typeof generalSampleBody>[] = [];
      for (let index = 0; index < N; index += 1) {
        bodies.push({ ...generalSampleBody(await captcha(), [product.id]), company: marker(index) });
      }
      /** The final answer to each submission, and the process that gave it. */
      const answers = new Map<number, Outcome & { by: string }>();
      const retry = async (api: ApiProcess, indexes: number[]) =>
        Promise.all(
          indexes.map(async (index) => {
            const outcome = await post(api.url, bodies[index], idempotencyKey(index));
            if (ok(outcome)) answers.set(index, { ...outcome, by: api.url });
            return outcome;
          }),
        );
      const unanswered = () => bodies.map((_, index) => index).filter((index) => !answers.has(index));

      // ——— 1. the burst, and a crash in the middle of it ———
      const first = await startApi(target, mailbox);
      processes.push(first);
      await first.ready;
      const burst: Outcome[] = await new Promise((resolve) => {
        const results: Outcome[] = new Array<Outcome>(N);
        let acknowledged = 0;
        let done = 0;
        bodies.forEach((body, index) => {
          void post(first.url, body, idempotencyKey(index)).then((outcome) => {
            results[index] = outcome;
            if (ok(outcome)) {
              answers.set(index, { ...outcome, by: first.url });
              acknowledged += 1;
              if (acknowledged === KILL_AFTER) first.child.kill('SIGKILL');
            }
            done += 1;
            if (done === N) resolve(results);
          });
        });
      });
      expect((await first.exited).signal, first.output()).toBe('SIGKILL');
      // A message whose last bytes were on the wire at the kill may still be being taken; let it land.
      await sleep(200);
      const mailBeforeCrash1 = mailbox.received.length;
      const acknowledged = burst.flatMap((outcome, index) =>
        ok(outcome) ? [{ index, id: outcome.id! }] : [],
      );
      const failures: Record<string, number> = {};
      for (const outcome of burst) {
        if (ok(outcome)) continue;
        const code = outcome.error ?? `HTTP ${outcome.status}`;
        failures[code] = (failures[code] ?? 0) + 1;
      }
      // The kill came mid-burst: some submissions got no answer.
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(acknowledged.length).toBeLessThan(N);

      // ——— 2. restart; retries and mail, and a crash while a message is being handed over ———
      const second = await startApi(target, mailbox);
      processes.push(second);
      let inFlightAtCrash2: string | undefined;
      const baseline = mailbox.received.length;
      mailbox.onMessage = (messageId) => {
        if (mailbox.received.length - baseline < MAIL_KILL_AT) return;
        mailbox.onMessage = undefined;
        inFlightAtCrash2 = messageId;
        // Killed before the 250 is written: the message is taken, the sender never learns it.
        second.child.kill('SIGKILL');
      };
      await second.ready;
      const retriedOnSecond = unanswered();
      const secondRetries = retry(second, retriedOnSecond);
      const crash2 = await exitWithin(second, 120_000, `The ${MAIL_KILL_AT}th message after the restart`);
      expect(crash2.signal, second.output()).toBe('SIGKILL');
      await secondRetries;
      const mailBeforeCrash2 = mailbox.received.length;
      expect(inFlightAtCrash2).toMatch(/^<outbox-\d+@marlows\.example>$/);

      // ——— 3. restart; every remaining submission is answered, the mail is sent, the server stops cleanly ———
      const third = await startApi(target, mailbox);
      processes.push(third);
      await third.ready;
      const lastRetries = await retry(third, unanswered());
      for (const outcome of lastRetries) expect(outcome.status, JSON.stringify(outcome)).toBe(201);
      expect(unanswered()).toEqual([]);
      // Wait until every queued message has arrived at least once (N submissions, MAILS_PER_SUBMISSION rows each),
      // the rows the killed processes held among them. A count, not a quiet spell: a loaded machine may pause the
      // sender for seconds, and stopping it then would leave mail for the past-the-lease worker below. The bound
      // only keeps a broken sender from hanging the run; the checks below then say what is missing.
      const delivered = () => new Set(mailbox.received.map(outboxId)).size;
      for (
        const until = Date.now() + 240_000;
        delivered() < N * MAILS_PER_SUBMISSION && Date.now() < until;
      ) {
        await sleep(250);
      }
      third.child.kill('SIGTERM');
      expect((await exitWithin(third, 30_000, 'A clean stop')).code, third.output()).toBe(0);
      const mailByThird = mailbox.received.length - mailBeforeCrash2;

      // ——— 4. nothing left to send, even past every lease; then the checks ———
      db = await openDb(
        target.databaseUrl !== undefined ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
      );
      const leased = await db.query<{ id: string }>(
        "select id::text as id from outbox where status = 'sending' order by id",
      );
      const config = {
        dataDir: target.dataDir,
        publicUrl: PUBLIC_URL,
        smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
      };
      const transport = createTransport(config);
      const worker = createOutboxWorker({
        db,
        transport,
        logger: pino({ level: 'silent' }),
        files: createCatalogueFiles({ config, db }),
        // The sender the killed servers used (MAIL_FROM is not set).
        from: loadConfig({}).mail.from,
        now: () => new Date(Date.now() + LEASE_MS + 60_000),
      });
      let mailAfterLease = 0;
      for (;;) {
        const round = await worker.runOnce();
        expect(round.failed + round.dead).toBe(0);
        mailAfterLease += round.sent;
        if (round.sent === 0) break;
      }
      transport.close();

      const stored = await db.query<{ id: string; company: string }>(
        "select id, payload->>'company' as company from submissions where kind = 'sample' and payload->>'company' like $1",
        [`Burst ${run} %`],
      );
      const byMarker = new Map<string, string[]>();
      for (const row of stored.rows)
        byMarker.set(row.company, [...(byMarker.get(row.company) ?? []), row.id]);
      const storedIds = new Set(stored.rows.map((row) => row.id));
      const lostAcknowledged = acknowledged.filter(({ id }) => !storedIds.has(id));
      const duplicateSubmissions = [...byMarker.values()].filter((ids) => ids.length > 1).length;
      const replayed = [...answers.values()].filter((answer) => answer.replayed).length;

      const outbox = await db.query<{ id: string; submission_id: string; status: string; attempts: number }>(
        'select id::text as id, submission_id, status, attempts from outbox where submission_id = any($1)',
        [[...storedIds]],
      );
      const deliveries = new Map<string, number>();
      for (const messageId of mailbox.received) {
        const id = outboxId(messageId);
        if (id !== undefined) deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      }
      const deliveredTwice = outbox.rows.filter((row) => (deliveries.get(row.id) ?? 0) > 1);

      const figures = {
        engine: target.engine,
        sent: N,
        acknowledged: acknowledged.length,
        failed: N - acknowledged.length,
        failures,
        retriedOnSecond: retriedOnSecond.length,
        retriedOnThird: lastRetries.length,
        replayedOnRetry: replayed,
        stored: stored.rows.length,
        lostAcknowledged: lostAcknowledged.length,
        duplicateSubmissions,
        outboxRows: outbox.rows.length,
        mailBeforeCrash1,
        mailBeforeCrash2: mailBeforeCrash2 - mailBeforeCrash1,
        mailByThird,
        leasedAfterCrashes: leased.rows.length,
        mailAfterLease,
        mailDeliveredTwice: deliveredTwice.map((row) => row.id),
      };
      console.log(`restart-burst figures: ${JSON.stringify(figures)}`);

      // No acknowledged submission is lost: the acknowledged id is the one stored for it.
      expect(lostAcknowledged).toEqual([]);
      for (const { index, id } of acknowledged) expect(byMarker.get(marker(index))).toEqual([id]);
      // Every submission is stored exactly once, retries included; a retry gets the id that was stored.
      expect(duplicateSubmissions).toBe(0);
      expect(stored.rows).toHaveLength(N);
      for (const [index, answer] of answers) expect(byMarker.get(marker(index))).toEqual([answer.id]);
      // Each submission has its outbox rows, and every row ends sent.
      const rowsPer = new Map<string, number>();
      for (const row of outbox.rows)
        rowsPer.set(row.submission_id, (rowsPer.get(row.submission_id) ?? 0) + 1);
      for (const id of storedIds) expect(rowsPer.get(id)).toBe(MAILS_PER_SUBMISSION);
      expect(outbox.rows.filter((row) => row.status !== 'sent')).toEqual([]);
      // The restarted processes took back what the killed ones held, without waiting for a lease: the third says it
      // released the rows of the second (which held at least the message in flight at its kill), and nothing is left
      // for a worker whose clock is past every lease.
      const takenBack = third
        .output()
        .split('\n')
        .filter((line) => line.includes('mail of a stopped process taken back'))
        .map((line) => JSON.parse(line) as { stoppedPid: number; released: number });
      expect(takenBack).toContainEqual(
        expect.objectContaining({ stoppedPid: second.child.pid, released: expect.any(Number) }),
      );
      expect(leased.rows).toEqual([]);
      expect(mailAfterLease).toBe(0);
      // Every queued email arrived, and nothing else did.
      const rowIds = new Set(outbox.rows.map((row) => row.id));
      for (const row of outbox.rows) {
        expect(deliveries.get(row.id) ?? 0, `outbox ${row.id}`).toBeGreaterThanOrEqual(1);
      }
      expect(mailbox.received.filter((messageId) => !rowIds.has(outboxId(messageId) ?? ''))).toEqual([]);
      // A row claimed once went out once. A row goes out twice only when a process died between the SMTP
      // server taking it and the row being marked sent; the worker sends one message at a time, so each crash
      // makes at most one, and the second crash made exactly one.
      for (const row of outbox.rows) {
        if (row.attempts === 1) expect(deliveries.get(row.id), `outbox ${row.id}`).toBe(1);
      }
      for (const row of deliveredTwice) expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(deliveries.get(outboxId(inFlightAtCrash2!)!)).toBe(2);
      expect(deliveredTwice.length).toBeLessThanOrEqual(2);
      expect(Math.max(...deliveries.values())).toBe(2);
    },
  );
});
