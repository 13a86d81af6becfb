import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxWorker } from '../../src/mail/outbox';
import { createTransport, type MailTransport } from '../../src/mail/transport';
import {
  outboxOf,
  parseMail,
  partBytes,
  partText,
  someProducts,
  smtpTransport,
  startFormsApp,
  startSmtp,
  testWorker,
  type FormsApp,
  type TestSmtp,
} from './helpers';
import { contactBody, eventBody, generalSampleBody } from './payloads';

let app: FormsApp;
let smtp: TestSmtp;
let transport: MailTransport;
let product: { id: string; slug: string; name: string; code: string };

beforeAll(async () => {
  app = await startFormsApp();
  smtp = await startSmtp({ reject: ['bounce@harbor-diner.example'] });
  transport = smtpTransport(smtp, app.config.dataDir);
  [product] = (await someProducts(app.db, 1)) as [typeof product];
});
afterAll(async () => {
  transport?.close();
  await smtp?.stop();
  await app?.close();
});

type Created = { data: { id: string } };

/** Messages received for a submission's subject line. */
function received(subject: string) {
  return smtp.messages.filter((message) => parseMail(message.raw).headers.subject === subject);
}

async function statuses(id: string) {
  return (await outboxOf(app.db, id)).map((row) => ({ status: row.status, attempts: row.attempts }));
}

describe('outbox worker over SMTP', () => {
  it('when a sample request is stored, then the worker delivers the staff and visitor emails with the right recipients and subjects', async () => {
    const reply = await app.post<Created>(
      '/api/getsample',
      generalSampleBody(await app.captcha(), [product.id]),
    );
    expect(reply.status).toBe(201);
    const worker = testWorker(app, transport);
    const result = await worker.runOnce();
    expect(result.sent).toBeGreaterThanOrEqual(2);
    const staff = received('Sample request: Harbor Diner (Pat Cook)');
    expect(staff).toHaveLength(1);
    expect(staff[0]?.envelopeTo).toEqual(['samples@marlows.example']);
    const headers = parseMail(staff[0]!.raw).headers;
    expect(headers['reply-to']).toBe('pat@harbor-diner.example');
    expect(headers.from).toContain('no-reply@marlows.example');
    expect(headers['message-id']).toMatch(/^<outbox-\d+@marlows\.example>$/);
    const visitor = received("Your sample request - Marlow's Foodservice");
    expect(visitor.map((message) => message.envelopeTo)).toContainEqual(['pat@harbor-diner.example']);
    expect(await statuses(reply.body.data.id)).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);
  });

  it('when files are emailed, then the message carries the PDF as an attachment', async () => {
    const reply = await app.post<Created>('/api/recipes/send-files', {
      captcha: await app.captcha(),
      email: 'chef@harbor-diner.example',
      attachments: [{ href: `/files/products/${product.slug}.pdf` }],
      type: 'product',
    });
    expect(reply.status).toBe(201);
    await testWorker(app, transport).runOnce();
    const message = smtp.messages.find((item) => item.envelopeTo.includes('chef@harbor-diner.example'));
    expect(message).toBeDefined();
    const mail = parseMail(message!.raw);
    expect(mail.headers.subject).toContain(product.name);
    const pdf = mail.parts.find((part) => (part.headers['content-type'] ?? '').startsWith('application/pdf'));
    expect(pdf?.headers['content-disposition']).toContain(`${product.slug}.pdf`);
    expect(partBytes(pdf!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('when a recipe is emailed at a chosen size, then the message lists its ingredients scaled by the API', async () => {
    const reply = await app.post<Created>('/api/recipes/send-files', {
      captcha: await app.captcha(),
      email: 'banquets@harbor-diner.example',
      attachments: [{ href: '/files/recipes/classic-buffalo-wings.pdf' }],
      type: 'recipe',
      servings: 48,
      units: 'metric',
    });
    expect(reply.status).toBe(201);
    await testWorker(app, transport).runOnce();
    const message = smtp.messages.find((item) => item.envelopeTo.includes('banquets@harbor-diner.example'));
    expect(message).toBeDefined();
    const mail = parseMail(message!.raw);
    const text = partText(
      mail.parts.find((part) => (part.headers['content-type'] ?? '').startsWith('text/plain'))!,
    );
    // The page's figures for this size (apps/site/e2e/operator-tools.spec.ts): 2 lb of wings for 4 is 10.9 kg for 48.
    expect(text).toContain('Amounts for 48 servings in metric units (the recipe makes 4 servings).');
    expect(text).toContain('10.9 kg chicken wings, split, tips removed');
    expect(text).toContain('48 each celery sticks');
    expect(text).toContain('710 mL Bleu Cheese Dressing, for dipping or drizzling');
    expect(text).not.toContain('2 lb chicken wings');
    const html = partText(
      mail.parts.find((part) => (part.headers['content-type'] ?? '').startsWith('text/html'))!,
    );
    expect(html).toContain('10.9 kg chicken wings');
    expect(
      mail.parts.some((part) => (part.headers['content-type'] ?? '').startsWith('application/pdf')),
    ).toBe(true);
  });

  it('when the SMTP server is down, then the submission still succeeds and the mail arrives exactly once after it is back', async () => {
    await smtp.stop();
    const body = { ...contactBody(await app.captcha()), fname: 'Outage Tester' };
    const reply = await app.post<Created>('/api/contactus', body);
    expect(reply.status).toBe(201);
    const worker = testWorker(app, transport);
    const failed = await worker.runOnce();
    expect(failed.failed).toBe(1);
    const [row] = await outboxOf(app.db, reply.body.data.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toBeTruthy();

    await smtp.start();
    // Back-off: not due yet right away.
    expect((await worker.runOnce()).sent).toBe(0);
    app.clock.advance(6_000);
    expect((await worker.runOnce()).sent).toBe(1);
    expect((await worker.runOnce()).sent).toBe(0);
    expect(received('Contact message from Outage Tester (Harbor Diner)')).toHaveLength(1);
    expect(await statuses(reply.body.data.id)).toEqual([{ status: 'sent', attempts: 2 }]);
  });

  it('when a message keeps failing, then it backs off, and after the last attempt it is dead with its error', async () => {
    const reply = await app.post<Created>('/api/recipes/send-files', {
      captcha: await app.captcha(),
      email: 'bounce@harbor-diner.example',
      attachments: [{ href: `/files/products/${product.slug}.pdf` }],
      type: 'product',
    });
    expect(reply.status).toBe(201);
    const worker = testWorker(app, transport, { maxAttempts: 3 });
    const results = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      results.push(await worker.runOnce());
      app.clock.advance(60 * 60_000);
    }
    expect(results.map((result) => [result.failed, result.dead])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    const [row] = await outboxOf(app.db, reply.body.data.id);
    expect(row).toMatchObject({ status: 'dead', attempts: 3 });
    expect(row?.last_error).toContain('550');
    expect((await worker.runOnce()).dead).toBe(0);
    expect(smtp.messages.some((message) => message.envelopeTo.includes('bounce@harbor-diner.example'))).toBe(
      false,
    );
  });

  it('when two workers run at the same time, then each message is sent once', async () => {
    const ids = [];
    for (let index = 0; index < 3; index += 1) {
      const reply = await app.post<Created>('/api/pizzaexpo', {
        ...eventBody(await app.captcha()),
        company: `Twin Worker ${index}`,
      });
      ids.push(reply.body.data.id);
    }
    const a = testWorker(app, transport, { batchSize: 2 });
    const b = testWorker(app, transport, { batchSize: 2 });
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    for (let index = 0; index < 3; index += 1) {
      expect(received(`Event registration: Sam Oven (Twin Worker ${index})`)).toHaveLength(1);
    }
    for (const id of ids) expect(await statuses(id)).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('when the worker is started, then a commit wakes it and the mail goes out without waiting for a poll', async () => {
    const holder: { worker?: OutboxWorker } = {};
    const wakeable = await startFormsApp({
      db: app.db,
      app: { mailer: { wake: () => holder.worker?.wake() } },
    });
    const worker = testWorker(wakeable, transport, { pollMs: 10 * 60_000 });
    holder.worker = worker;
    try {
      worker.start();
      const reply = await wakeable.post<Created>('/api/pizzaexpo', {
        ...eventBody(await wakeable.captcha()),
        company: 'Woken Up',
      });
      expect(reply.status).toBe(201);
      await expect
        .poll(() => received('Event registration: Sam Oven (Woken Up)').length, { timeout: 20_000 })
        .toBe(1);
    } finally {
      await worker.stop();
      await wakeable.close();
    }
  });

  it('when more mail is due than one batch holds, then one wake sends it all without waiting for the next poll', async () => {
    const holder: { worker?: OutboxWorker } = {};
    const wakeable = await startFormsApp({
      db: app.db,
      app: { mailer: { wake: () => holder.worker?.wake() } },
    });
    // No wake per commit here: the rows pile up first, then a single wake must drain them in batches of 2.
    const worker = testWorker(wakeable, transport, { pollMs: 10 * 60_000, batchSize: 2 });
    try {
      for (let index = 0; index < 5; index += 1) {
        const reply = await wakeable.post<Created>('/api/pizzaexpo', {
          ...eventBody(await wakeable.captcha()),
          company: `Backlog ${index}`,
        });
        expect(reply.status).toBe(201);
      }
      holder.worker = worker;
      worker.start();
      await expect
        .poll(
          () =>
            [0, 1, 2, 3, 4].filter(
              (index) => received(`Event registration: Sam Oven (Backlog ${index})`).length === 1,
            ).length,
          { timeout: 20_000 },
        )
        .toBe(5);
    } finally {
      await worker.stop();
      await wakeable.close();
    }
  });
});

describe('file transport (no SMTP_URL)', () => {
  it('when no SMTP server is configured, then each message is written as an .eml file under DATA_DIR/mail', async () => {
    const files = createTransport({ smtpUrl: undefined, dataDir: app.config.dataDir });
    expect(files.kind).toBe('files');
    const reply = await app.post<Created>('/api/pizzaexpo', {
      ...eventBody(await app.captcha()),
      company: 'Eml Writers',
    });
    expect(reply.status).toBe(201);
    await testWorker(app, files).runOnce();
    const dir = join(app.config.dataDir, 'mail');
    const names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    const contents = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
    const mine = contents.filter(
      (raw) => parseMail(raw).headers.subject === 'Event registration: Sam Oven (Eml Writers)',
    );
    expect(mine).toHaveLength(1);
    expect(parseMail(mine[0]!).headers.to).toBe('events@marlows.example');
    files.close();
  });

  it('when a message is handed over again (a retry after a crash), then it is written once, named by its Message-ID, and no temporary file is left', async () => {
    const files = createTransport({ smtpUrl: undefined, dataDir: app.config.dataDir });
    const mail = {
      messageId: '<outbox-987654@marlows.example>',
      from: app.config.mail.from,
      to: 'twice@harbor-diner.example',
      subject: 'Once only',
      text: 'Sent twice, written once.',
      attachments: [],
    };
    await files.send(mail);
    await files.send({ ...mail, text: 'A second copy that must not replace the first.' });
    const dir = join(app.config.dataDir, 'mail');
    const names = await readdir(dir);
    expect(names.filter((name) => name.includes('outbox-987654'))).toEqual([
      'outbox-987654@marlows.example.eml',
    ]);
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const raw = await readFile(join(dir, 'outbox-987654@marlows.example.eml'), 'utf8');
    expect(parseMail(raw).headers['message-id']).toBe('<outbox-987654@marlows.example>');
    expect(raw).toContain('Sent twice, written once.');
    files.close();
  });
});
