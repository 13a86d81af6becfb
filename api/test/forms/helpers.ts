import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib/v1';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import type { AppOptions } from '../../src/app';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/db';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../../src/mail/outbox';
import { createTransport, type MailTransport } from '../../src/mail/transport';
import { ALTCHA_TTL_MS, createAltcha } from '../../src/services/captcha';
import { createCatalogueFiles, type CatalogueFiles } from '../../src/services/catalogue-files';
import { startTestApp } from '../helpers/app';

export { PUBLIC_URL } from '../helpers/app';

/** A clock the tests can move forward. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}

export interface FormsApp {
  url: string;
  db: Db;
  config: Config;
  clock: TestClock;
  /** The catalogue's files over the app's database and data directory (the outbox worker attaches them). */
  files: CatalogueFiles;
  post<T = unknown>(path: string, body: unknown, headers?: Record<string, string>): Promise<Reply<T>>;
  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<Reply<T>>;
  /** A solved ALTCHA payload from the app's own challenge endpoint. */
  captcha(): Promise<string>;
  close(): Promise<void>;
}

export interface Reply<T> {
  status: number;
  headers: Headers;
  body: T;
}

export type ErrorBody = { errors: { param: string; value?: unknown; msg: string }[] };

/** Limits no test run reaches (each test app counts on its own). */
export const TEST_ENV: Record<string, string> = {
  FORMS_RATE_LIMIT: '1000',
  EMAIL_RATE_LIMIT: '1000',
  LOOKUP_RATE_LIMIT: '1000',
};

export interface FormsAppOptions {
  /** The database (default: a fresh test database). */
  db?: Db;
  /** Environment variables on top of `TEST_ENV` (lower limits, reCAPTCHA keys). */
  env?: Record<string, string>;
  /** Further options of `createApp` (a ZIP lookup, a fetch for reCAPTCHA, the outbox to wake). */
  app?: Partial<Omit<AppOptions, 'config' | 'db'>>;
}

/**
 * The real app (`createApp`: the contract validator on requests and responses, the error handler) on an ephemeral
 * port over a real database (a PGlite copy of the seeded run database, or a fresh PostgreSQL database with
 * TEST_DATABASE_URL), with a clock the test moves and, unless reCAPTCHA keys are set, an ALTCHA whose challenges
 * solve in a few milliseconds.
 */
export async function startFormsApp(options: FormsAppOptions = {}): Promise<FormsApp> {
  const clock = testClock();
  const env = { ...TEST_ENV, ...options.env };
  const captcha =
    env.RECAPTCHA_SITEKEY === undefined
      ? createAltcha({
          hmacKey: 'test-hmac-key-0123456789',
          maxNumber: 2_000,
          ttlMs: ALTCHA_TTL_MS,
          now: clock.now,
        })
      : undefined;
  const app = await startTestApp({
    ...(options.db !== undefined ? { db: options.db } : {}),
    env,
    app: { now: clock.now, ...(captcha !== undefined ? { captcha } : {}), ...options.app },
  });
  const { url, db, config } = app;

  async function request<T>(path: string, init: RequestInit): Promise<Reply<T>> {
    const response = await fetch(`${url}${path}`, init);
    const type = response.headers.get('content-type') ?? '';
    const body = (
      type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer())
    ) as T;
    return { status: response.status, headers: response.headers, body };
  }

  return {
    url,
    db,
    config,
    clock,
    files: createCatalogueFiles({ config, db }),
    post: (path, body, headers = {}) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (path, headers = {}) => request(path, { headers }),
    async captcha() {
      const challenge = await request<{
        algorithm: string;
        challenge: string;
        maxnumber: number;
        salt: string;
        signature: string;
      }>('/api/captcha/challenge', {});
      if (challenge.status !== 200) throw new Error(`challenge answered ${challenge.status}`);
      return solveAltcha(challenge.body);
    },
    close: () => app.close(),
  };
}

/** Solves an ALTCHA v1 challenge as the widget would and encodes the payload it posts. */
export async function solveAltcha(challenge: {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (solution === null) throw new Error('ALTCHA challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

// ——— database look-ups ———

export async function someProducts(
  db: Db,
  count: number,
): Promise<{ id: string; slug: string; name: string; code: string }[]> {
  const rows = await db.query<{ id: string; slug: string; name: string; code: string }>(
    "select id, slug, name, code from products where status = 'Website Active' order by id limit $1",
    [count],
  );
  if (rows.rows.length < count) throw new Error('the seeded database has too few products');
  return rows.rows;
}

export async function submissionCount(db: Db, kind?: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    kind === undefined
      ? 'select count(*)::int as n from submissions'
      : 'select count(*)::int as n from submissions where kind = $1',
    kind === undefined ? [] : [kind],
  );
  return rows.rows[0]?.n ?? 0;
}

export interface OutboxRow {
  id: string;
  submission_id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  attachments: { path: string; filename: string }[];
  status: string;
  attempts: number;
  last_error: string | null;
}

export async function outboxOf(db: Db, submissionId: string): Promise<OutboxRow[]> {
  const rows = await db.query<OutboxRow>('select * from outbox where submission_id = $1 order by id', [
    submissionId,
  ]);
  return rows.rows.map((row) => ({ ...row, id: String(row.id) }));
}

// ——— SMTP ———

export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  messages: ReceivedMail[];
  stop(): Promise<void>;
  /** Starts again on the same port. */
  start(): Promise<void>;
}

/**
 * A real SMTP server on loopback (smtp-server): collects every message; recipients in `reject` are refused with
 * 550 at RCPT TO, so messages to them keep failing.
 */
export async function startSmtp(options: { reject?: string[] } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // Stopping must not wait for the pooled client connection to go idle.
      closeTimeout: 50,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (options.reject?.includes(address.address)) {
          // Worded as real servers word it, quoting the address (which must then stay out of the server's log).
          const error = new Error(
            `<${address.address}>: Recipient address rejected: Mailbox unavailable`,
          ) as Error & {
            responseCode: number;
          };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          messages.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });

  const smtp: TestSmtp = {
    get port() {
      return port;
    },
    messages,
    async start() {
      server = make();
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
      port = (server.server.address() as AddressInfo).port;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current !== undefined) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await smtp.start();
  return smtp;
}

export interface MailPart {
  headers: Record<string, string>;
  body: string;
}

function splitHead(raw: string): MailPart {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** Headers of a message plus its leaf MIME parts (a simple split, enough for nodemailer's output). */
export function parseMail(raw: string): { headers: Record<string, string>; parts: MailPart[] } {
  const top = splitHead(raw);
  const leaves: MailPart[] = [];
  const walk = (part: MailPart) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
    if (boundary === undefined) {
      leaves.push(part);
      return;
    }
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      walk(splitHead(piece.replace(/^\r?\n/, '')));
    }
  };
  walk(top);
  return { headers: top.headers, parts: leaves };
}

/** Decoded bytes of a base64 MIME part. */
export function partBytes(part: MailPart): Buffer {
  return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
}

/** A text part's content, decoded by its Content-Transfer-Encoding (base64, quoted-printable or as is). */
export function partText(part: MailPart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return partBytes(part).toString('utf8');
  if (encoding !== 'quoted-printable') return part.body;
  const bytes: number[] = [];
  const body = part.body.replace(/=\r?\n/g, '');
  for (let index = 0; index < body.length; index += 1) {
    const hex = body[index] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(body.slice(index + 1, index + 3)) : null;
    if (hex !== null) {
      bytes.push(parseInt(hex[0], 16));
      index += 2;
    } else bytes.push(...Buffer.from(body[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export function smtpTransport(smtp: TestSmtp, dataDir: string): MailTransport {
  return createTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, dataDir });
}

export function testWorker(
  app: FormsApp,
  transport: MailTransport,
  options: Partial<OutboxWorkerOptions> = {},
): OutboxWorker {
  return createOutboxWorker({
    db: app.db,
    transport,
    logger: pino({ level: 'silent' }),
    files: app.files,
    from: app.config.mail.from,
    now: app.clock.now,
    ...options,
  });
}
