/**
 * Issue 13 §2: nothing personal in the server's log.
 *
 * Canary values (a name, an email address, a phone number, a street, a city, a company, a message, a client
 * address) go through every form and every way a request can fail: a contract refusal (400), a form rule (422), a
 * captcha refusal, a conflict (409), a rate limit (429), a database error that quotes the row it refused (500),
 * a recipient the mail server rejects (the outbox retries, then gives up), searches, paths that match nothing,
 * and a request the client abandons halfway. The log is captured as the server writes it (`createLogger`, JSON
 * lines) and none of the canaries may appear in it; the client address appears only truncated to its network;
 * every line is one JSON object, and every line written during a request carries that request's id.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logging';
import {
  someProducts,
  startFormsApp,
  startSmtp,
  smtpTransport,
  testWorker,
  type FormsApp,
  type TestSmtp,
} from './forms/helpers';
import { contactBody, eventBody, generalSampleBody, inquiryBody } from './forms/payloads';

const CANARY = {
  fname: 'Qanaryfirst',
  lname: 'Qanarylast',
  email: 'qanary.person@qanary-mail.example',
  phone: '(508) 555-7319',
  address: '77 Qanary Lane',
  city: 'Qanarytown',
  company: 'Qanary Provisions',
  message: 'Qanary message about ranch',
  website: 'qanary-site.example',
  ip: '203.0.113.77',
};
/** How the canaries could show up: as sent, lower-cased, and the phone's bare digits. */
const NEEDLES = [...Object.values(CANARY), CANARY.email.toLowerCase(), '5085557319', '555-7319'];

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  },
});
const logger = createLogger('debug', sink);

let app: FormsApp;
let smtp: TestSmtp;
let productId: string;
let productSlug: string;
const client = { 'x-forwarded-for': CANARY.ip };

beforeAll(async () => {
  smtp = await startSmtp({ reject: [CANARY.email] });
  app = await startFormsApp({ env: { FORMS_RATE_LIMIT: '25', LOG_LEVEL: 'debug' }, app: { logger } });
  const [product] = await someProducts(app.db, 1);
  productId = product!.id;
  productSlug = product!.slug;
});
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

function withCanaries<T extends Record<string, unknown>>(body: T): T {
  const out: Record<string, unknown> = { ...body };
  for (const key of Object.keys(out)) {
    if (key in CANARY) out[key] = CANARY[key as keyof typeof CANARY];
  }
  if ('fullName' in out) out.fullName = `${CANARY.fname} ${CANARY.lname}`;
  if ('companyWebsite' in out) out.companyWebsite = `https://${CANARY.website}/menu`;
  return out as T;
}

describe('the server log', () => {
  it(
    'when canary values go through every form and every error path, then none of them is in the log',
    { timeout: 120_000 },
    async () => {
      const statuses: number[] = [];
      const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
        const reply = await app.post(path, body, { ...client, ...headers });
        statuses.push(reply.status);
        return reply;
      };

      // Accepted, on every form: stored and mailed (the visitor's confirmation to the canary address is rejected).
      await post('/api/contactus', withCanaries(contactBody(await app.captcha())));
      await post('/api/getsample', withCanaries(generalSampleBody(await app.captcha(), [productId])));
      await post('/api/pizzaexpo', withCanaries({ ...eventBody(await app.captcha()), lname: CANARY.lname }));
      await post(
        '/api/faq/purchase-form',
        withCanaries(inquiryBody(await app.captcha(), [{ id: productId }])),
      );
      await post('/api/recipes/send-files', {
        email: CANARY.email,
        type: 'product',
        attachments: [{ href: `/files/products/${productSlug}.pdf` }],
        captcha: await app.captcha(),
      });
      // A form rule and the captcha refuse (422); the contract refuses an unknown field and a wrong type (400).
      await post(
        '/api/contactus',
        withCanaries({ ...contactBody('not-a-solution'), email: `${CANARY.fname}@` }),
      );
      await post('/api/contactus', { ...withCanaries(contactBody('x')), [CANARY.lname]: CANARY.address });
      await post('/api/pizzaexpo', { ...withCanaries(eventBody('x')), company: [CANARY.company] });
      // The same Idempotency-Key with another body (409).
      const key = { 'Idempotency-Key': `qanary-${CANARY.phone.replace(/\D/g, '')}` };
      await post('/api/contactus', withCanaries(contactBody(await app.captcha())), key);
      await post(
        '/api/contactus',
        { ...withCanaries(contactBody(await app.captcha())), message: CANARY.address },
        key,
      );
      // The database refuses the row and quotes it in its error (500): a constraint no canary passes.
      await app.db.query(
        `alter table submissions add constraint qanary_guard check (coalesce(payload->>'city', '') <> '${CANARY.city}') not valid`,
      );
      try {
        const refused = await post('/api/contactus', withCanaries(contactBody(await app.captcha())));
        expect(refused.status).toBe(500);
      } finally {
        await app.db.query('alter table submissions drop constraint qanary_guard');
      }
      // Searches and reads with canaries in the query, paths that match nothing.
      for (const path of [
        `/api/search?searchTerm=${encodeURIComponent(CANARY.fname)}`,
        `/api/products?searchTerm=${encodeURIComponent(CANARY.email)}`,
        `/api/recipes?searchTerm=${encodeURIComponent(CANARY.phone)}`,
        `/api/seo?path=${encodeURIComponent(`/search-result?term=${CANARY.lname}`)}`,
        `/api/products/details?slug=${encodeURIComponent(CANARY.company)}`,
        `/api/${encodeURIComponent(CANARY.address)}`,
        `/img/${encodeURIComponent(CANARY.city)}.png`,
        `/files/products/${encodeURIComponent(CANARY.fname)}.pdf`,
      ]) {
        statuses.push((await app.get(path, client)).status);
      }
      // Rate limited (429): the quota of 25 form posts is spent by now.
      for (let index = 0; index < 20; index += 1) await post('/api/pizzaexpo', withCanaries(eventBody('x')));
      expect(statuses).toContain(429);
      // The mail goes out; the canary recipient is rejected on every attempt until the message is given up.
      const worker = testWorker(app, smtpTransport(smtp, app.config.dataDir), { logger, maxAttempts: 2 });
      await worker.runOnce();
      app.clock.advance(60 * 60_000);
      await worker.runOnce();
      // A client that leaves halfway through its body.
      await new Promise<void>((resolve) => {
        const { port } = new URL(app.url);
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            'POST /api/contactus HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n' +
              `X-Forwarded-For: ${CANARY.ip}\r\n\r\n{"fname":"${CANARY.fname}"`,
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 100);
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(statuses).toEqual(expect.arrayContaining([201, 400, 404, 409, 422, 429, 500]));
      // Every form was accepted once (contact, sample, event, inquiry, "email it").
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const messages = new Set(parsed.map((line) => line.msg));
      // The paths that were to be covered were: stored, refused, failed, mailed, rejected, given up, aborted.
      for (const msg of [
        'submission stored',
        'captcha refused',
        'unhandled error',
        'mail sent',
        'mail failed',
        'mail dead after last attempt',
        'request aborted',
      ]) {
        expect(messages, msg).toContain(msg);
      }
      const leaks = NEEDLES.flatMap((needle) =>
        lines
          .filter((line) => line.toLowerCase().includes(needle.toLowerCase()))
          .map((line) => `${needle}: ${line}`),
      );
      console.log(`log-privacy: ${lines.length} log lines, ${NEEDLES.length} canaries, ${leaks.length} hits`);
      expect(leaks).toEqual([]);
      // Client addresses only as their network.
      const ips = new Set(parsed.map((line) => line.ip).filter((ip) => ip !== undefined));
      expect([...ips].sort()).toEqual(['127.0.0.0', '203.0.113.0']);
      // One JSON object per line; each request line and each line written inside a request has the request's id.
      const requestLines = parsed.filter((line) => line.msg === 'request' || line.msg === 'request aborted');
      expect(requestLines.length).toBeGreaterThanOrEqual(statuses.length);
      for (const line of requestLines) expect(line.reqId, JSON.stringify(line)).toEqual(expect.any(String));
      for (const msg of ['submission stored', 'captcha refused', 'unhandled error']) {
        for (const line of parsed.filter((item) => item.msg === msg))
          expect(line.reqId).toEqual(expect.any(String));
      }
      // An abandoned request is the client's doing, not a server error.
      const aborted = parsed.filter((line) => line.msg === 'request aborted');
      expect(aborted.map((line) => line.level)).toEqual([30]);
      expect(parsed.filter((line) => line.msg === 'unhandled error')).toHaveLength(1);
    },
  );
});
