import { readdir } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import {
  MSG_EMAIL,
  MSG_INVALID,
  MSG_SCALING_RECIPE_ONLY,
  MSG_SELECT_ITEMS,
  MSG_SERVINGS_RANGE,
  MSG_UNITS,
} from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_PROOF_OF_WORK } from '../../src/services/send-files';
import { PUBLIC_URL, outboxOf, startFormsApp, type ErrorBody, type FormsApp } from './helpers';

let app: FormsApp;
let product: { slug: string; name: string };
let recipe: { slug: string; title: string };
let plusOne: { id: string; title: string };

beforeAll(async () => {
  app = await startFormsApp({ env: { SEND_FILES_DAILY_CAP: '3' } });
  // The product with the most content: the one most likely to overflow the page budget.
  product = (
    await app.db.query<{ slug: string; name: string }>(
      'select slug, name from products order by length(doc::text) desc, id limit 1',
    )
  ).rows[0]!;
  recipe = (
    await app.db.query<{ slug: string; title: string }>(
      'select slug, title from recipes order by length(doc::text) desc limit 1',
    )
  ).rows[0]!;
  plusOne = (
    await app.db.query<{ id: string; title: string }>(
      "select id, coalesce(nullif(doc->'details'->>'title', ''), title) as title from plus_ones order by id limit 1",
    )
  ).rows[0]!;
});
afterAll(async () => {
  await app?.close();
});

/** Pages of a PDF: pdfkit writes page dictionaries uncompressed (only content streams are deflated). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/** The document title as pdfkit writes it in the Info dictionary: a literal string, or UTF-16BE hex when non-ASCII. */
function hasTitle(pdf: Buffer, title: string): boolean {
  const text = pdf.toString('latin1');
  const literal = `(${title.replace(/([()\\])/g, '\\$1')})`;
  const hex = `<feff${Buffer.from(title, 'utf16le').swap16().toString('hex')}>`;
  return text.includes(literal) || text.toLowerCase().includes(hex);
}

describe('GET /files/{kind}/{slug}.pdf', () => {
  it('when a product spec sheet is asked for, then a 1–2 page PDF titled with the product name comes back with cache headers', async () => {
    const reply = await app.get<Buffer>(`/files/products/${product.slug}.pdf`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=3600');
    expect(reply.headers.get('etag')).toMatch(/^"[0-9a-f]{16}"$/);
    expect(reply.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(reply.body)).toBeGreaterThanOrEqual(1);
    expect(pageCount(reply.body)).toBeLessThanOrEqual(2);
    expect(hasTitle(reply.body, product.name)).toBe(true);
  });

  it('when the same PDF is asked for again, then it comes from the disk cache and revalidates with 304', async () => {
    const first = await app.get<Buffer>(`/files/products/${product.slug}.pdf`);
    const cached = await readdir(join(app.config.dataDir, 'files', 'products'));
    expect(cached.filter((name) => name.startsWith(`${product.slug}.`))).toHaveLength(1);
    const again = await app.get<Buffer>(`/files/products/${product.slug}.pdf`);
    expect(Buffer.compare(again.body, first.body)).toBe(0);
    // node:http rather than fetch: fetch adds 'Cache-Control: no-cache' to conditional requests.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(
        `${app.url}/files/products/${product.slug}.pdf`,
        { headers: { 'If-None-Match': first.headers.get('etag')! } },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      ).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('when a recipe PDF, its card or a plus-one card is asked for, then each is a PDF titled with its name', async () => {
    for (const [path, title] of [
      [`/files/recipes/${recipe.slug}.pdf`, recipe.title],
      [`/files/recipes/${recipe.slug}-card.pdf`, recipe.title],
      [`/files/plusones/${plusOne.id}.pdf`, plusOne.title],
    ] as const) {
      const reply = await app.get<Buffer>(path);
      expect(reply.status, path).toBe(200);
      expect(reply.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pageCount(reply.body)).toBeGreaterThanOrEqual(1);
      expect(hasTitle(reply.body, title), path).toBe(true);
    }
  });

  it('when the slug or kind is unknown, then it answers 404 naming the slug', async () => {
    const unknown = await app.get<ErrorBody>('/files/products/no-such-product.pdf');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ param: 'slug', value: 'no-such-product', msg: 'Not found' }]);
    expect((await app.get('/files/secrets/passwd.pdf')).status).toBe(404);
    expect((await app.get(`/files/products/${product.slug}.txt`)).status).toBe(404);
  });
});

describe('POST /api/recipes/send-files', () => {
  type Created = { data: { id: string } };

  it('when a product PDF of this site is asked for, then the email to the visitor is queued with it attached', async () => {
    const reply = await app.post<Created>('/api/recipes/send-files', {
      captcha: await app.captcha(),
      email: 'chef@harbor-diner.example',
      attachments: [
        { href: `/files/products/${product.slug}.pdf` },
        { href: `${PUBLIC_URL}/files/products/${product.slug}.pdf` },
      ],
      type: 'product',
    });
    expect(reply.status).toBe(201);
    const outbox = await outboxOf(app.db, reply.body.data.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.recipient).toBe('chef@harbor-diner.example');
    expect(outbox[0]?.attachments).toEqual([
      { path: `/files/products/${product.slug}.pdf`, filename: `${product.slug}.pdf` },
    ]);
    expect(outbox[0]?.subject).toContain(product.name);
  });

  it('when a recipe is emailed, then its PDF is attached', async () => {
    const reply = await app.post<Created>('/api/recipes/send-files', {
      captcha: await app.captcha(),
      email: 'cook@harbor-diner.example',
      attachments: [{ href: `/files/recipes/${recipe.slug}.pdf` }],
      type: 'recipe',
    });
    expect(reply.status).toBe(201);
    expect((await outboxOf(app.db, reply.body.data.id))[0]?.attachments).toEqual([
      { path: `/files/recipes/${recipe.slug}.pdf`, filename: `${recipe.slug}.pdf` },
    ]);
  });

  it.each([
    'https://evil.example/files/products/x.pdf',
    '//evil.example/files/products/x.pdf',
    'file:///etc/passwd',
    '/files/products/../../../etc/passwd',
    '/files/products/no-such-product.pdf',
    '/api/products',
    'javascript:alert(1)',
  ])(
    'when an attachment is not a file this site serves (%s), then it is refused and nothing is stored',
    async (href) => {
      const before = await app.db.query<{ n: number }>(
        "select count(*)::int as n from submissions where kind = 'send_files'",
      );
      const reply = await app.post<ErrorBody>('/api/recipes/send-files', {
        captcha: await app.captcha(),
        email: 'chef@harbor-diner.example',
        attachments: [{ href }],
        type: 'product',
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([{ param: 'attachments[0].href', value: href, msg: MSG_INVALID }]);
      const after = await app.db.query<{ n: number }>(
        "select count(*)::int as n from submissions where kind = 'send_files'",
      );
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    },
  );

  it('when the email is invalid or nothing is selected, then it answers the spec messages', async () => {
    const reply = await app.post<ErrorBody>('/api/recipes/send-files', {
      captcha: await app.captcha(),
      email: 'Chef@Example',
      attachments: [],
      type: 'recipe',
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual([
      { param: 'email', value: 'Chef@Example', msg: MSG_EMAIL },
      { param: 'attachments', msg: MSG_SELECT_ITEMS },
    ]);
  });

  it('when a recipe is emailed at a size, then its scaled ingredients are in the queued email; the recipe as written without one', async () => {
    const scaled = await app.post<Created>('/api/recipes/send-files', {
      captcha: await app.captcha(),
      email: 'cook@harbor-diner.example',
      attachments: [{ href: '/files/recipes/classic-buffalo-wings.pdf' }],
      type: 'recipe',
      servings: 12,
    });
    expect(scaled.status).toBe(201);
    const [mail] = await outboxOf(app.db, scaled.body.data.id);
    expect(mail?.text).toContain('Amounts for 12 servings in US units (the recipe makes 4 servings).');
    expect(mail?.text).toContain('6 lb chicken wings');

    const plain = await app.post<Created>('/api/recipes/send-files', {
      captcha: await app.captcha(),
      email: 'cook@harbor-diner.example',
      attachments: [{ href: '/files/recipes/classic-buffalo-wings.pdf' }],
      type: 'recipe',
    });
    expect(plain.status).toBe(201);
    const [asWritten] = await outboxOf(app.db, plain.body.data.id);
    expect(asWritten?.text).not.toContain('Amounts for');
    expect(asWritten?.text).not.toContain('chicken wings');
  });

  it('when the size is not one the page offers, or is asked for without a recipe, then it answers 422 with the reason', async () => {
    const post = async (
      extra: Record<string, unknown>,
      type = 'recipe',
      href = '/files/recipes/classic-buffalo-wings.pdf',
    ) =>
      app.post<ErrorBody>('/api/recipes/send-files', {
        captcha: await app.captcha(),
        email: 'cook@harbor-diner.example',
        attachments: [{ href }],
        type,
        ...extra,
      });
    const tooMany = await post({ servings: 1001, units: 'imperial' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual([
      { param: 'servings', value: 1001, msg: MSG_SERVINGS_RANGE },
      { param: 'units', value: 'imperial', msg: MSG_UNITS },
    ]);
    const none = await post({ servings: 0 });
    expect(none.body.errors).toEqual([{ param: 'servings', value: 0, msg: MSG_SERVINGS_RANGE }]);
    const forProduct = await post({ units: 'metric' }, 'product', `/files/products/${product.slug}.pdf`);
    expect(forProduct.status).toBe(422);
    expect(forProduct.body.errors).toEqual([
      { param: 'type', value: 'product', msg: MSG_SCALING_RECIPE_ONLY },
    ]);
  });

  it('when the type is not product, recipe or plus one, then it answers 400', async () => {
    const reply = await app.post<ErrorBody>('/api/recipes/send-files', {
      captcha: await app.captcha(),
      email: 'chef@harbor-diner.example',
      attachments: [{ href: `/files/products/${product.slug}.pdf` }],
      type: 'brochure',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0]?.param).toBe('type');
  });

  it('when one address asks for more emails in a day than the cap, then it answers 429 with Retry-After', async () => {
    const body = {
      email: 'Busy@harbor-diner.example'.toLowerCase(),
      attachments: [{ href: `/files/plusones/${plusOne.id}.pdf` }],
      type: 'plus one',
    };
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await app.post('/api/recipes/send-files', { ...body, captcha: await app.captcha() })).status,
      ).toBe(201);
    }
    const reply = await app.post<ErrorBody>('/api/recipes/send-files', {
      ...body,
      captcha: await app.captcha(),
    });
    expect(reply.status).toBe(429);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(reply.body.errors).toEqual([
      { param: 'email', value: body.email, msg: 'Too many requests, please try again later.' },
    ]);
    // The next UTC day the address may ask again.
    app.clock.advance(24 * 60 * 60_000);
    try {
      expect(
        (await app.post('/api/recipes/send-files', { ...body, captcha: await app.captcha() })).status,
      ).toBe(201);
    } finally {
      app.clock.advance(-24 * 60 * 60_000);
    }
  });

  it('when no proof of work comes with the request, then it answers 400 naming captcha, and nothing is stored', async () => {
    const reply = await app.post<ErrorBody>('/api/recipes/send-files', {
      email: 'script@elsewhere.example',
      attachments: [{ href: `/files/recipes/${recipe.slug}.pdf` }],
      type: 'recipe',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.map((error) => error.param)).toEqual(['captcha']);
    const queued = await app.db.query<{ n: number }>(
      "select count(*)::int as n from outbox where recipient = 'script@elsewhere.example'",
    );
    expect(queued.rows[0]?.n).toBe(0);
  });

  it('when the proof of work is forged, or spent by an earlier request, then it answers 422 on captcha and sends nothing', async () => {
    const body = {
      email: 'replay@harbor-diner.example',
      attachments: [{ href: `/files/recipes/${recipe.slug}.pdf` }],
      type: 'recipe',
    };
    const forged = await app.post<ErrorBody>('/api/recipes/send-files', {
      ...body,
      captcha: Buffer.from(
        JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 'y', signature: 'z' }),
      ).toString('base64'),
    });
    expect(forged.status).toBe(422);
    expect(forged.body.errors.map((error) => [error.param, error.msg])).toEqual([
      ['captcha', MSG_PROOF_OF_WORK],
    ]);
    const captcha = await app.captcha();
    expect((await app.post('/api/recipes/send-files', { ...body, captcha })).status).toBe(201);
    const replayed = await app.post<ErrorBody>('/api/recipes/send-files', { ...body, captcha });
    expect(replayed.status).toBe(422);
    expect(replayed.body.errors[0]?.param).toBe('captcha');
    const sent = await app.db.query<{ n: number }>(
      "select count(*)::int as n from outbox where recipient = 'replay@harbor-diner.example'",
    );
    expect(sent.rows[0]?.n).toBe(1);
  });
});
