import {
  MSG_CAPTCHA_RECAPTCHA,
  MSG_CAPTCHA_SOLVE,
  MSG_CAPTCHA_SOLVE_ABOVE,
  MSG_EMAIL,
  MSG_INVALID,
  MSG_REQUIRED,
  MSG_SELECT_OPTION,
  MSG_VALID_URL,
  MSG_ZIP_LENGTH,
} from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outboxOf,
  someProducts,
  startFormsApp,
  submissionCount,
  type ErrorBody,
  type FormsApp,
} from './helpers';
import { contactBody, eventBody, generalSampleBody, inquiryBody, portionSampleBody } from './payloads';

let app: FormsApp;
let products: { id: string; slug: string; name: string; code: string }[];
beforeAll(async () => {
  app = await startFormsApp();
  products = await someProducts(app.db, 2);
});
afterAll(async () => {
  await app?.close();
});

type Created = { data: { id: string } };

function errorsOf(body: unknown) {
  return (body as ErrorBody).errors;
}

/** The messages answered per field, for comparison with the spec. */
function messages(body: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errorsOf(body)) (out[error.param] ??= []).push(error.msg);
  return out;
}

async function submissionRow(id: string) {
  const rows = await app.db.query<{ kind: string; payload: Record<string, unknown>; ip: string | null }>(
    'select kind, payload, ip from submissions where id = $1',
    [id],
  );
  return rows.rows[0];
}

describe('POST /api/contactus', () => {
  it('when the message is valid, then it answers 201 with the id of the stored submission and queues the staff email', async () => {
    const body = contactBody(await app.captcha());
    const reply = await app.post<Created>('/api/contactus', body);
    expect(reply.status).toBe(201);
    const { id } = reply.body.data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await submissionRow(id);
    expect(row?.kind).toBe('contact');
    expect(row?.payload).toMatchObject({ fname: 'Pat Cook', company: 'Harbor Diner', message: body.message });
    // The sender's network, not the address: the loopback client 127.0.0.1 is stored as 127.0.0.0.
    expect(row?.ip).toBe('127.0.0.0');
    const outbox = await outboxOf(app.db, id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      recipient: 'contact@marlows.example',
      reply_to: 'pat@harbor-diner.example',
      subject: 'Contact message from Pat Cook (Harbor Diner)',
      status: 'pending',
      attempts: 0,
    });
    expect(outbox[0]?.text).toContain(body.message);
  });

  it('when required fields are empty, then every one is answered 422 with the spec messages and nothing is stored', async () => {
    const before = await submissionCount(app.db);
    const reply = await app.post('/api/contactus', {
      message: '',
      company: '',
      fname: '',
      email: 'not-an-email',
      phone: '',
      city: '',
      state: '',
      captcha: '',
    });
    expect(reply.status).toBe(422);
    expect(messages(reply.body)).toEqual({
      message: [MSG_REQUIRED],
      company: [MSG_REQUIRED],
      fname: [MSG_REQUIRED],
      email: [MSG_EMAIL],
      city: [MSG_REQUIRED],
      state: [MSG_REQUIRED],
      captcha: [MSG_CAPTCHA_SOLVE_ABOVE],
    });
    expect(errorsOf(reply.body).find((error) => error.param === 'email')?.value).toBe('not-an-email');
    expect(await submissionCount(app.db)).toBe(before);
  });

  it('when a single-line field carries CR/LF (a mail header injection), then it is refused with 422 and nothing is queued', async () => {
    const before = await submissionCount(app.db);
    const body = { ...contactBody(await app.captcha()), fname: 'Pat\r\nBcc: victim@elsewhere.example' };
    const reply = await app.post('/api/contactus', body);
    expect(reply.status).toBe(422);
    expect(errorsOf(reply.body)).toContainEqual({ param: 'fname', value: body.fname, msg: MSG_INVALID });
    expect(await submissionCount(app.db)).toBe(before);
  });

  it('when the message (multi-line) has line breaks, then it is accepted', async () => {
    const body = { ...contactBody(await app.captcha()), message: 'Hello,\r\nplease call me.\nThanks' };
    expect((await app.post('/api/contactus', body)).status).toBe(201);
  });

  it('when a field holds NUL, then it is refused with 422', async () => {
    const reply = await app.post('/api/contactus', {
      ...contactBody(await app.captcha()),
      message: 'Hello\u0000 there friend',
    });
    expect(reply.status).toBe(422);
    expect(messages(reply.body).message).toEqual([MSG_INVALID]);
  });

  it('when the body has a field the form does not have, then it is refused with 400 naming the field', async () => {
    const reply = await app.post('/api/contactus', { ...contactBody('x'), bcc: 'victim@elsewhere.example' });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body)).toEqual([
      { param: 'bcc', value: 'victim@elsewhere.example', msg: "Unknown field 'bcc'" },
    ]);
  });

  it('when the body is not JSON or too large, then it is refused with 400 or 413', async () => {
    expect((await app.post('/api/contactus', '{"message": ')).status).toBe(400);
    const huge = { ...contactBody('x'), message: 'x'.repeat(70 * 1024) };
    const reply = await app.post('/api/contactus', huge);
    expect(reply.status).toBe(413);
  });

  it('when a field has the wrong type, then it is refused with 400 on that field and nothing is stored', async () => {
    const before = await submissionCount(app.db);
    const reply = await app.post('/api/contactus', { ...contactBody(await app.captcha()), city: 42 });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body)).toEqual([{ param: 'city', value: 42, msg: 'Must be text' }]);
    expect(await submissionCount(app.db)).toBe(before);
  });
});

describe('POST /api/getsample (general form)', () => {
  it('when the request is valid, then it is stored with a staff notification and a confirmation to the visitor', async () => {
    const body = generalSampleBody(await app.captcha(), [products[0]!.id, products[1]!.id]);
    const reply = await app.post<Created>('/api/getsample', body);
    expect(reply.status).toBe(201);
    const { id } = reply.body.data;
    expect((await submissionRow(id))?.kind).toBe('sample');
    expect((await submissionRow(id))?.payload).toMatchObject({
      find: 'Trade Show',
      locations: '2-10',
      sample: body.sample,
    });
    const outbox = await outboxOf(app.db, id);
    expect(outbox.map((row) => row.recipient)).toEqual([
      'samples@marlows.example',
      'pat@harbor-diner.example',
    ]);
    expect(outbox[0]?.subject).toBe('Sample request: Harbor Diner (Pat Cook)');
    expect(outbox[0]?.text).toContain(`${products[0]!.name} (${products[0]!.code})`);
    expect(outbox[1]?.text).toContain('A representative will contact you soon about your request.');
  });

  it('when everything is empty, then each field gets its spec message (required text, select, captcha)', async () => {
    const empty = Object.fromEntries(Object.keys(generalSampleBody('', [])).map((key) => [key, '']));
    const reply = await app.post('/api/getsample', { ...empty, sample: [], isConsumer: false });
    expect(reply.status).toBe(422);
    const found = messages(reply.body);
    for (const field of [
      'company',
      'address',
      'city',
      'state',
      'zip',
      'website',
      'distributor',
      'fname',
      'lname',
      'email',
      'phone',
    ]) {
      expect(found[field], field).toEqual([MSG_REQUIRED]);
    }
    for (const field of ['description', 'find', 'sample', 'locations', 'segment']) {
      expect(found[field], field).toEqual([MSG_SELECT_OPTION]);
    }
    expect(found.captchaId).toEqual([MSG_CAPTCHA_SOLVE]);
    expect(found.title).toBeUndefined();
    expect(found.message).toBeUndefined();
  });

  it('when title exceeds 50 or message 500 characters, then those are refused', async () => {
    const body = {
      ...generalSampleBody(await app.captcha(), [products[0]!.id]),
      title: 't'.repeat(51),
      message: 'm'.repeat(501),
    };
    const reply = await app.post('/api/getsample', body);
    expect(reply.status).toBe(422);
    expect(messages(reply.body)).toEqual({
      title: ['Must be at most 50 characters'],
      message: ['Must be at most 500 characters'],
    });
  });

  it('when a select carries an unknown option, then it reads "Please, select an option"; a typed-in sample entry under 3 characters is refused', async () => {
    const body = { ...generalSampleBody(await app.captcha(), ['no']), segment: 'Spaceport' };
    const reply = await app.post('/api/getsample', body);
    expect(reply.status).toBe(422);
    expect(messages(reply.body)).toEqual({
      segment: [MSG_SELECT_OPTION],
      sample: ['Must be at least 3 characters'],
    });
  });

  it('when a typed-in sample entry repeats a chosen product, then it reads "This option already exists"', async () => {
    const product = products[0]!;
    const body = generalSampleBody(await app.captcha(), [
      product.id,
      `${product.name} (${product.code})`.toUpperCase(),
    ]);
    const reply = await app.post('/api/getsample', body);
    expect(reply.status).toBe(422);
    expect(messages(reply.body)).toEqual({ sample: ['This option already exists'] });
  });

  it('when the visitor typed in a product that is not listed, then it is stored and named in the staff email', async () => {
    const body = generalSampleBody(await app.captcha(), [products[0]!.id, 'Smoky Chipotle Aioli']);
    const reply = await app.post<Created>('/api/getsample', body);
    expect(reply.status).toBe(201);
    const outbox = await outboxOf(app.db, reply.body.data.id);
    expect(outbox[0]?.text).toContain(`${products[0]!.name} (${products[0]!.code}), Smoky Chipotle Aioli`);
  });

  it('when the portion-control form posts, then it is stored as a sample request with both emails', async () => {
    const reply = await app.post<Created>('/api/getsample', portionSampleBody(await app.captcha()));
    expect(reply.status).toBe(201);
    const outbox = await outboxOf(app.db, reply.body.data.id);
    expect(outbox.map((row) => row.recipient)).toEqual([
      'samples@marlows.example',
      'lee@campus-dining.example',
    ]);
    expect(outbox[0]?.text).toContain('Portion-control sample');
  });

  it('when the portion-control form misses fields, then every text field is required and locations must be chosen', async () => {
    const body = Object.fromEntries(Object.keys(portionSampleBody('')).map((key) => [key, '']));
    const reply = await app.post('/api/getsample', { ...body, isConsumer: false });
    expect(reply.status).toBe(422);
    const found = messages(reply.body);
    for (const field of [
      'fname',
      'lname',
      'email',
      'phone',
      'company',
      'address',
      'zip',
      'city',
      'state',
      'website',
    ]) {
      expect(found[field], field).toEqual([MSG_REQUIRED]);
    }
    expect(found.locations).toEqual([MSG_SELECT_OPTION]);
    expect(found.captchaId).toEqual([MSG_CAPTCHA_SOLVE]);
  });
});

describe('POST /api/getconsumersample', () => {
  it('when a consumer request is posted, then it is stored as consumer_sample and only staff are emailed', async () => {
    const body = {
      ...generalSampleBody(await app.captcha(), [products[0]!.id]),
      description: 'Personal Use',
      isConsumer: true,
    };
    const reply = await app.post<Created>('/api/getconsumersample', body);
    expect(reply.status).toBe(201);
    expect((await submissionRow(reply.body.data.id))?.kind).toBe('consumer_sample');
    const outbox = await outboxOf(app.db, reply.body.data.id);
    expect(outbox.map((row) => row.recipient)).toEqual(['samples@marlows.example']);
    expect(outbox[0]?.subject).toContain('Consumer sample request (Personal Use)');
  });
});

describe('POST /api/pizzaexpo', () => {
  it('when the registration is valid, then it is stored and the events inbox is notified', async () => {
    const reply = await app.post<Created>('/api/pizzaexpo', eventBody(await app.captcha()));
    expect(reply.status).toBe(201);
    expect((await submissionRow(reply.body.data.id))?.kind).toBe('pizzaexpo');
    const outbox = await outboxOf(app.db, reply.body.data.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      recipient: 'events@marlows.example',
      subject: 'Event registration: Sam Oven (Slice Shack)',
    });
  });

  it('when names or company are missing or the captcha is unsolved, then it is refused with the spec messages', async () => {
    const reply = await app.post('/api/pizzaexpo', { fname: '', lname: '', company: '', captcha: '' });
    expect(reply.status).toBe(422);
    expect(messages(reply.body)).toEqual({
      fname: [MSG_REQUIRED],
      lname: [MSG_REQUIRED],
      company: [MSG_REQUIRED],
      captcha: [MSG_CAPTCHA_SOLVE_ABOVE],
    });
  });
});

describe('POST /api/faq/purchase-form', () => {
  it('when a commerce inquiry is valid, then it is stored with the product names in the staff email', async () => {
    const body = inquiryBody(await app.captcha(), [{ id: products[0]!.id }]);
    const reply = await app.post<Created>('/api/faq/purchase-form', body);
    expect(reply.status).toBe(201);
    const row = await submissionRow(reply.body.data.id);
    expect(row?.kind).toBe('purchase');
    expect(row?.payload).toMatchObject({
      inquirySource: 'commerceForm',
      products: [{ id: products[0]!.id }],
    });
    const outbox = await outboxOf(app.db, reply.body.data.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      recipient: 'inquiries@marlows.example',
      reply_to: 'pat@harbor-diner.example',
    });
    expect(outbox[0]?.subject).toBe('Purchase inquiry: Harbor Diner (Pat Cook)');
    expect(outbox[0]?.text).toContain(products[0]!.name);
  });

  it.each(['availabilityForm', 'locatorForm'])(
    'when a %s inquiry has no products, then it is accepted',
    async (source) => {
      const body = { ...inquiryBody(await app.captcha(), [], source), products: undefined };
      const reply = await app.post<Created>('/api/faq/purchase-form', body);
      expect(reply.status).toBe(201);
      expect((await submissionRow(reply.body.data.id))?.payload).toMatchObject({ inquirySource: source });
    },
  );

  it('when the inquiry breaks the rules of spec §5, then each field gets its message', async () => {
    const body = {
      ...inquiryBody('', []),
      zip: '1234a',
      state: 'MAS',
      city: '',
      company: 'c'.repeat(501),
      companyWebsite: 'not a website',
      fullName: 'Al',
      email: 'Pat@Example',
      phone: '',
      message: 'Too short',
    };
    const reply = await app.post('/api/faq/purchase-form', body);
    expect(reply.status).toBe(422);
    expect(messages(reply.body)).toEqual({
      zip: [MSG_ZIP_LENGTH],
      state: ['Must be at most 2 characters'],
      city: [MSG_REQUIRED],
      products: ['Must have at least 1 items'],
      company: ['Must be at most 500 characters'],
      companyWebsite: [MSG_VALID_URL],
      fullName: ['Must be at least 3 characters'],
      email: [MSG_EMAIL],
      phone: [MSG_REQUIRED],
      message: ['Must be at least 10 characters'],
      captcha: [MSG_CAPTCHA_RECAPTCHA],
    });
  });

  it('when a product does not exist, then it is refused with 422 on products', async () => {
    const reply = await app.post(
      '/api/faq/purchase-form',
      inquiryBody(await app.captcha(), [{ id: 'no-such-product' }]),
    );
    expect(reply.status).toBe(422);
    expect(errorsOf(reply.body)).toEqual([
      { param: 'products', value: [{ id: 'no-such-product' }], msg: MSG_INVALID },
    ]);
  });

  it('when inquirySource is not one of the three forms, or a product has extra keys, then it is refused with 400', async () => {
    const wrongSource = await app.post('/api/faq/purchase-form', inquiryBody('x', [], 'emailForm'));
    expect(wrongSource.status).toBe(400);
    expect(errorsOf(wrongSource.body)[0]?.param).toBe('inquirySource');
    const extra = await app.post(
      '/api/faq/purchase-form',
      inquiryBody('x', [{ id: products[0]!.id, price: 1 } as never]),
    );
    expect(extra.status).toBe(400);
    expect(errorsOf(extra.body)[0]?.param).toBe('products[0].price');
  });
});

describe('Idempotency-Key', () => {
  it('when a submission is retried with the same key and body, then the first answer comes back and one row exists', async () => {
    const body = eventBody(await app.captcha());
    const headers = { 'Idempotency-Key': 'retry-key-0001' };
    const before = await submissionCount(app.db, 'pizzaexpo');
    const first = await app.post<Created>('/api/pizzaexpo', body, headers);
    const second = await app.post<Created>('/api/pizzaexpo', body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await submissionCount(app.db, 'pizzaexpo')).toBe(before + 1);
    expect(await outboxOf(app.db, first.body.data.id)).toHaveLength(1);
  });

  it('when the same key comes with a different body, then it is refused with 409 on Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'retry-key-0002' };
    const first = await app.post('/api/pizzaexpo', eventBody(await app.captcha()), headers);
    expect(first.status).toBe(201);
    const other = await app.post(
      '/api/pizzaexpo',
      { ...eventBody(await app.captcha()), company: 'Other Co' },
      headers,
    );
    expect(other.status).toBe(409);
    expect(errorsOf(other.body)).toEqual([
      {
        param: 'Idempotency-Key',
        value: 'retry-key-0002',
        msg: 'This Idempotency-Key was already used with a different request',
      },
    ]);
  });

  it('when both twins of a retry race, then one row is stored and both get the same id', async () => {
    const body = contactBody(await app.captcha());
    const headers = { 'Idempotency-Key': 'retry-key-race-0003' };
    const before = await submissionCount(app.db, 'contact');
    const [a, b] = await Promise.all([
      app.post<Created>('/api/contactus', body, headers),
      app.post<Created>('/api/contactus', body, headers),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await submissionCount(app.db, 'contact')).toBe(before + 1);
  });

  it('when the key is too short, then it is refused with 400', async () => {
    const reply = await app.post('/api/pizzaexpo', eventBody('x'), { 'Idempotency-Key': 'short' });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body)[0]?.param).toBe('Idempotency-Key');
  });
});

describe('captcha', () => {
  it('when the captcha field is missing, then it is refused with 400 naming it with the form message (the forms always send it)', async () => {
    const { captcha: _captcha, ...body } = eventBody('x');
    const reply = await app.post('/api/pizzaexpo', body);
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body)).toEqual([{ param: 'captcha', msg: MSG_CAPTCHA_SOLVE_ABOVE }]);
  });

  it('when the captcha field is empty (not solved), then the form message is answered', async () => {
    const reply = await app.post('/api/pizzaexpo', eventBody(''));
    expect(reply.status).toBe(422);
    expect(messages(reply.body)).toEqual({ captcha: [MSG_CAPTCHA_SOLVE_ABOVE] });
  });

  it('when the payload is forged (tampered, garbage or signed with another key), then it is refused', async () => {
    const good = JSON.parse(Buffer.from(await app.captcha(), 'base64').toString()) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...good, number: (good.number as number) + 1 })).toString(
      'base64',
    );
    const resigned = Buffer.from(JSON.stringify({ ...good, signature: 'f'.repeat(64) })).toString('base64');
    for (const token of [tampered, resigned, 'not-base64-json', Buffer.from('{}').toString('base64')]) {
      const reply = await app.post('/api/contactus', contactBody(token));
      expect(reply.status, token).toBe(422);
      expect(messages(reply.body)).toEqual({ captcha: [MSG_CAPTCHA_SOLVE_ABOVE] });
    }
  });

  it('when a solved challenge is used a second time, then the replay is refused and nothing more is stored', async () => {
    const token = await app.captcha();
    expect((await app.post('/api/pizzaexpo', eventBody(token))).status).toBe(201);
    const before = await submissionCount(app.db);
    const replay = await app.post('/api/contactus', contactBody(token));
    expect(replay.status).toBe(422);
    expect(messages(replay.body)).toEqual({ captcha: [MSG_CAPTCHA_SOLVE_ABOVE] });
    expect(await submissionCount(app.db)).toBe(before);
  });

  it('when the form is refused for another field, then its captcha stays usable for the corrected form', async () => {
    const token = await app.captcha();
    expect((await app.post('/api/pizzaexpo', { ...eventBody(token), company: '' })).status).toBe(422);
    expect((await app.post('/api/pizzaexpo', eventBody(token))).status).toBe(201);
  });

  it('when the challenge has expired (clock moved past 10 minutes), then it is refused with the sample message', async () => {
    const token = await app.captcha();
    app.clock.advance(11 * 60_000);
    try {
      const reply = await app.post('/api/getsample', portionSampleBody(token));
      expect(reply.status).toBe(422);
      expect(messages(reply.body)).toEqual({ captchaId: [MSG_CAPTCHA_SOLVE] });
    } finally {
      app.clock.advance(-11 * 60_000);
    }
  });

  it('when a challenge is asked for, then it is a fresh, uncacheable ALTCHA challenge expiring in about 10 minutes', async () => {
    const reply = await app.get<{
      algorithm: string;
      challenge: string;
      maxnumber: number;
      salt: string;
      signature: string;
    }>('/api/captcha/challenge');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.algorithm).toBe('SHA-256');
    expect(reply.body.maxnumber).toBe(2_000);
    const expires = Number(new URLSearchParams(reply.body.salt.split('?')[1]).get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const again = await app.get<{ signature: string }>('/api/captcha/challenge');
    expect(again.body.signature).not.toBe(reply.body.signature);
  });
});

describe('rate limit', () => {
  it('when an IP posts more forms than allowed, through any app on the database, then it gets JSON 429 with Retry-After', async () => {
    const env = { FORMS_RATE_LIMIT: '2', EMAIL_RATE_LIMIT: '2', LOOKUP_RATE_LIMIT: '2' };
    // Two apps over one database, as two processes of a deployment: the counters live in the database.
    const first = await startFormsApp({ db: app.db, env });
    const second = await startFormsApp({ db: app.db, env });
    // The client's address as a proxy on loopback reports it (TRUST_PROXY's default trusts loopback).
    const client = { 'x-forwarded-for': '203.0.113.41' };
    try {
      for (const limited of [first, second]) {
        const empty = { fname: '', lname: '', company: '', captcha: '' };
        expect((await limited.post('/api/pizzaexpo', empty, client)).status).toBe(422);
      }
      const reply = await first.post('/api/pizzaexpo', eventBody('x'), client);
      expect(reply.status).toBe(429);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(reply.body).toEqual({
        errors: [{ param: 'rate', msg: 'Too many requests, please try again later.' }],
      });
      expect((await second.post('/api/pizzaexpo', eventBody('x'), client)).status).toBe(429);
      // Another address has its own quota; lookups count separately.
      expect(
        (await second.post('/api/pizzaexpo', eventBody('x'), { 'x-forwarded-for': '203.0.113.42' })).status,
      ).toBe(422);
      expect((await first.post('/api/validate-zipcode', { zipCode: '01752' }, client)).status).toBe(200);
      // The counters hold a keyed hash of the address, never the address.
      const keys = await app.db.query<{ key: string }>('select key from rate_limits');
      expect(keys.rows.length).toBeGreaterThan(0);
      expect(keys.rows.filter((row) => row.key.includes('203.0.113'))).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
