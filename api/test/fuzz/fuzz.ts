/**
 * Property-based fuzzing of the API over HTTP (fast-check, seeded): generated requests go to the real app
 * (`createApp`, the contract validator on requests and responses) over a real database, through raw `node:http`
 * so that any byte sequence, header and encoding can be sent. Every answer must be below 500; a refusal must be
 * `{ errors: [{ param, msg }] }` with no stack frame and no SQL in it; the server log must hold no error line.
 */
import { Agent, request } from 'node:http';
import { Writable } from 'node:stream';
import { deflateSync, gzipSync, brotliCompressSync } from 'node:zlib';
import fc from 'fast-check';
import { createLogger } from '../../src/logging';
import { createAltcha, ALTCHA_TTL_MS } from '../../src/services/captcha';
import { startTestApp, type TestApp } from '../helpers/app';
import { mintedCaptcha } from '../helpers/captcha';

/** The seed of every generator (FUZZ_SEED explores others; a failure prints the seed and the case). */
export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/** Generated cases per POST endpoint (issue 13: at least 10,000; FUZZ_CASES runs fewer or more while exploring seeds). */
export const CASES_PER_ENDPOINT = Number(process.env.FUZZ_CASES ?? 10_000);

const HMAC_KEY = 'fuzz-hmac-key-0123456789';
const MAX_NUMBER = 2_000;

export interface FuzzCase {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What the case is, for the report: `field:email`, `raw:gzip-garbage`… */
  kind: string;
  /** When set, a 4xx must name this field (or a path inside it) among its errors. */
  faultyField?: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface FuzzApp {
  app: TestApp;
  /** Every line the server logged. */
  logLines: () => Record<string, unknown>[];
  send(fuzzCase: FuzzCase): Promise<Answer>;
  close(): Promise<void>;
}

/** The app on loopback with a log captured in memory and limits no fuzz run reaches. */
export async function startFuzzApp(): Promise<FuzzApp> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const app = await startTestApp({
    env: {
      LOG_LEVEL: 'info',
      FORMS_RATE_LIMIT: '1000000',
      EMAIL_RATE_LIMIT: '1000000',
      LOOKUP_RATE_LIMIT: '1000000',
      SEND_FILES_DAILY_CAP: '1000000',
    },
    app: {
      logger: createLogger('info', sink),
      captcha: createAltcha({
        hmacKey: HMAC_KEY,
        maxNumber: MAX_NUMBER,
        ttlMs: ALTCHA_TTL_MS,
        now: () => new Date(),
      }),
    },
  });
  const { port } = new URL(app.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  return {
    app,
    logLines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    send: (fuzzCase) =>
      new Promise<Answer>((resolve, reject) => {
        const outgoing = request(
          {
            host: '127.0.0.1',
            port: Number(port),
            method: fuzzCase.method,
            path: fuzzCase.path,
            headers: {
              ...fuzzCase.headers,
              ...(fuzzCase.body !== undefined ? { 'content-length': String(fuzzCase.body.length) } : {}),
            },
            agent,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                text: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            response.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(fuzzCase.body);
      }),
    async close() {
      agent.destroy();
      await app.close();
    },
  };
}

/** A solved captcha for the fuzz app's key (each is single-use). */
export function solvedCaptcha(): Promise<string> {
  return mintedCaptcha(HMAC_KEY, MAX_NUMBER);
}

// ——— generators ———

/** Strings a careless parser, a database or a mail header would choke on. */
const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\r\nBcc: victim@elsewhere.example',
  '\u2028\u2029',
  '\u202eevil',
  '\ufeff',
  "'; drop table submissions; --",
  '" or ""="',
  '$where',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '%00',
  '%s%s%s%n',
  '../../../etc/passwd',
  '\\',
  '💥'.repeat(300),
  'é'.repeat(2_000),
  'x'.repeat(20_000),
  '   ',
  '',
];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\ud800', '\udc00', '\r', '\n', 'a', 'é', '💥', '"', '\\', '<', '%'),
      maxLength: 30,
    }),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 3_000 }) },
  { weight: 2, arbitrary: fc.emailAddress() },
);

/** Any JSON value, shallow or a few levels deep, with nasty strings among its leaves. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], { $gt: '' }),
  fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 5 }),
);

/** A value whose JSON type is never the one `valid` has (so the contract must refuse it, naming the field). */
export function wrongType(valid: unknown): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (typeof valid !== 'string') options.push(nastyString);
  if (typeof valid !== 'number') options.push(fc.oneof(fc.integer(), fc.double({ noNaN: true })));
  if (typeof valid !== 'boolean') options.push(fc.boolean());
  if (!Array.isArray(valid)) options.push(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }));
  if (typeof valid !== 'object' || valid === null || Array.isArray(valid)) {
    options.push(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));
  }
  if (valid !== null) options.push(fc.constant(null));
  return fc.oneof(...options);
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'application/json;;;',
  'Application/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '*/*',
  '',
];

/** Deeply nested JSON text: arrays, objects or a mix, balanced or cut off. */
const deepJson = fc
  .record({
    depth: fc.integer({ min: 9, max: 20_000 }),
    open: fc.constantFrom('[', '{"a":', '[{"a":'),
    closed: fc.boolean(),
  })
  .map(({ depth, open, closed }) => {
    const close = open === '[' ? ']' : open === '{"a":' ? '}' : '}]';
    return open.repeat(depth) + (closed ? `1${close.repeat(depth)}` : '');
  });

/** A raw body with a content type and encoding, valid JSON of the endpoint's body among the choices. */
export function rawBody(
  validJson: string,
): fc.Arbitrary<{ body: Buffer; headers: Record<string, string>; kind: string }> {
  const text = fc.oneof(
    fc.constant(validJson),
    fc.integer({ min: 0, max: validJson.length - 1 }).map((cut) => validJson.slice(0, cut)),
    deepJson,
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom(
      'null',
      '"x"',
      '1',
      '[]',
      '{}',
      'true',
      '{"__proto__":{"polluted":1}}',
      '\ufeff{}',
      '{"a":1,"a":2}',
    ),
  );
  const encoding = fc.constantFrom(
    'none',
    'gzip',
    'gzip-garbage',
    'deflate',
    'br',
    'br-garbage',
    'x-unknown',
    'identity',
  );
  return fc
    .record({
      text,
      bytes: fc.oneof(
        { weight: 5, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
      ),
      type: fc.constantFrom(...CONTENT_TYPES),
      encoding,
    })
    .map(({ text: bodyText, bytes, type, encoding: coding }) => {
      const plain = bytes === undefined ? Buffer.from(bodyText, 'utf8') : Buffer.from(bytes);
      const headers: Record<string, string> = {};
      if (type !== '') headers['content-type'] = type;
      let body = plain;
      if (coding === 'gzip') body = gzipSync(plain);
      if (coding === 'deflate') body = deflateSync(plain);
      if (coding === 'br') body = brotliCompressSync(plain);
      if (coding !== 'none') {
        headers['content-encoding'] = coding.replace('-garbage', '');
      }
      return { body, headers, kind: `raw:${coding}` };
    });
}

/** Optional extra headers: an Idempotency-Key (good or bad) and a request id. */
export const extraHeaders = fc.record(
  {
    'idempotency-key': fc.oneof(
      fc.string({ unit: 'grapheme-ascii', minLength: 0, maxLength: 250 }),
      fc.uuid(),
    ),
    'x-request-id': fc.string({ unit: 'grapheme-ascii', maxLength: 120 }),
  },
  { requiredKeys: [] },
);

/**
 * The POST cases of one endpoint: a valid body with one field given a nasty value or a value of the wrong JSON
 * type, keys dropped or added, arbitrary JSON, raw bodies (encodings, charsets, deep nesting, garbage), and valid
 * bodies with a solved captcha carrying nasty text (these reach the database insert).
 */
export function postCases(
  path: string,
  valid: Record<string, unknown>,
  captchaField: string | undefined,
): fc.Arbitrary<FuzzCase> {
  const fields = Object.keys(valid);
  const json = (
    body: unknown,
    kind: string,
    headers: Record<string, string>,
    faultyField?: string,
  ): FuzzCase => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify(body), 'utf8'),
    kind,
    ...(faultyField !== undefined ? { faultyField } : {}),
  });
  const field = fc.constantFrom(...fields);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(field, extraHeaders)
        .chain(([name, headers]) =>
          anyJson.map((value) => json({ ...valid, [name]: value }, `field:${name}`, headers)),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(field, extraHeaders)
        .chain(([name, headers]) =>
          wrongType(valid[name]).map((value) =>
            json({ ...valid, [name]: value }, `wrong-type:${name}`, headers, name),
          ),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.subarray(fields), fc.dictionary(nastyString, anyJson, { maxKeys: 3 }), extraHeaders)
        .map(([dropped, extra, headers]) => {
          const body: Record<string, unknown> = { ...valid };
          for (const name of dropped) delete body[name];
          return json({ ...body, ...extra }, 'keys', headers);
        }),
    },
    { weight: 1, arbitrary: anyJson.map((body) => json(body, 'any-json', {})) },
    {
      weight: 2,
      arbitrary: fc.tuple(rawBody(JSON.stringify(valid)), extraHeaders).map(([raw, headers]) => ({
        method: 'POST',
        path,
        headers: { ...raw.headers, ...headers },
        body: raw.body,
        kind: raw.kind,
      })),
    },
    {
      weight: captchaField === undefined ? 0 : 1,
      arbitrary: fc
        .tuple(
          fc.subarray(fields.filter((name) => typeof valid[name] === 'string' && name !== captchaField)),
          nastyString,
        )
        .map(([names, text]) => {
          const body: Record<string, unknown> = { ...valid };
          for (const name of names) body[name] = text;
          // The captcha is filled in when the case is sent (each solved token is single-use).
          return json(body, 'solved-captcha', { 'x-fuzz-captcha': captchaField ?? '' });
        }),
    },
  );
}

// ——— checking answers ———

const STACK = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.(?:ts|js|mjs):\d+/;
/** What PostgreSQL and the pg driver say when a query fails (none of it may reach a client). */
const SQL =
  /insert into|delete from|\bupdate \w+ set\b|violates|syntax error at|relation "|column "|invalid input syntax for|duplicate key value|sqlstate|invalid byte sequence|unsupported unicode escape|\$\d+::|\bpg_\w+/i;

export interface Histogram {
  [status: string]: number;
}

export interface Report {
  cases: number;
  statuses: Histogram;
  kinds: Record<string, number>;
  problems: string[];
}

function describe(fuzzCase: FuzzCase): string {
  const body = fuzzCase.body === undefined ? '' : fuzzCase.body.toString('utf8').slice(0, 300);
  return `${fuzzCase.method} ${fuzzCase.path} ${JSON.stringify(fuzzCase.headers)} ${JSON.stringify(body)}`;
}

/** What is wrong with an answer, or undefined. */
export function problemWith(fuzzCase: FuzzCase, answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (STACK.test(answer.text)) return `a stack trace in the answer: ${answer.text.slice(0, 300)}`;
  if (SQL.test(answer.text) && answer.status >= 400)
    return `SQL text in the answer: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400 || fuzzCase.method === 'HEAD') return undefined;
  if (answer.text === '' && answer.status === 400) return undefined; // Node's HTTP parser refusing the request
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    return `a ${answer.status} that is not JSON: ${answer.text.slice(0, 200)}`;
  }
  const errors = (parsed as { errors?: unknown }).errors;
  if (
    !Array.isArray(errors) ||
    errors.length === 0 ||
    !errors.every(
      (error: { param?: unknown; msg?: unknown }) =>
        typeof error.param === 'string' && typeof error.msg === 'string',
    )
  ) {
    return `a ${answer.status} without { errors: [{ param, msg }] }: ${answer.text.slice(0, 200)}`;
  }
  if (fuzzCase.faultyField !== undefined) {
    const field = fuzzCase.faultyField;
    const named = (errors as { param: string }[]).some(
      (error) =>
        error.param === field || error.param.startsWith(`${field}[`) || error.param.startsWith(`${field}.`),
    );
    if (!named)
      return `a ${answer.status} that does not name the field '${field}': ${answer.text.slice(0, 300)}`;
  }
  return undefined;
}

/**
 * Sends `cases` (a few at a time), fills solved captchas in where asked, and tallies statuses; a problem is
 * recorded with the case that caused it.
 */
export async function runCases(fuzz: FuzzApp, cases: FuzzCase[], concurrency = 6): Promise<Report> {
  const report: Report = { cases: cases.length, statuses: {}, kinds: {}, problems: [] };
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      let fuzzCase = cases[next]!;
      next += 1;
      const captchaField = fuzzCase.headers['x-fuzz-captcha'];
      if (captchaField !== undefined) {
        const { 'x-fuzz-captcha': _, ...headers } = fuzzCase.headers;
        const body = JSON.parse(fuzzCase.body!.toString('utf8')) as Record<string, unknown>;
        body[captchaField] = await solvedCaptcha();
        fuzzCase = { ...fuzzCase, headers, body: Buffer.from(JSON.stringify(body), 'utf8') };
      }
      let answer: Answer;
      try {
        answer = await fuzz.send(fuzzCase);
      } catch (error) {
        report.problems.push(`no answer (${(error as Error).message}) to ${describe(fuzzCase)}`);
        continue;
      }
      report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      const kind = fuzzCase.kind.split(':')[0]!;
      report.kinds[kind] = (report.kinds[kind] ?? 0) + 1;
      const problem = problemWith(fuzzCase, answer);
      if (problem !== undefined && report.problems.length < 20) {
        report.problems.push(`${problem}\n    case: ${describe(fuzzCase)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

/** The generated cases of an arbitrary, `count` of them, the same every run for one seed. */
export function generate<T>(arbitrary: fc.Arbitrary<T>, count: number, seed = SEED): T[] {
  return fc.sample(arbitrary, { numRuns: count, seed });
}

/** Log lines that mean the server failed: level error or fatal, or an 'unhandled error' message. */
export function errorLines(lines: Record<string, unknown>[]): Record<string, unknown>[] {
  return lines.filter((line) => (line.level as number) >= 50 || line.msg === 'unhandled error');
}
