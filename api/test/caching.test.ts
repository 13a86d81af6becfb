import { request } from 'node:http';
import type { ProductSummary } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CACHE_CONTROL } from '../src/app';
import { data, startTestApp, type TestApp } from './helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A GET through node:http (fetch() adds `Cache-Control: no-cache` to conditional requests, as a browser's reload). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${app.url}${path}`, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

const version = async () =>
  Number((await app.db.query<{ version: string }>('select version from content_version')).rows[0]?.version);

describe('caching of API answers', () => {
  it('when a catalogue GET answers, then a shared cache may keep it, with a strong ETag a conditional GET turns into 304', async () => {
    const response = await app.get('/api/products');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await rawGet('/api/products', { 'if-none-match': etag });
    expect(again).toEqual({ status: 304, body: '' });
    expect((await rawGet('/api/products', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('when a GET is refused, then no cache may keep the answer', async () => {
    const response = await app.get('/api/products/details?slug=no-such-product');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await app.get('/api/nope')).headers.get('cache-control')).toBe('no-store');
  });

  it('when the health or a captcha challenge is asked for, then it stays no-store', async () => {
    expect((await app.get('/api/health')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('read side (migration 070)', () => {
  it('when a product document changes, then its stored list shape follows and the content version moves on', async () => {
    const before = await version();
    const listed = data<{ products: ProductSummary[] }>(await app.get('/api/products?limit=1')).products[0]!;
    await app.db.query(
      `update products set doc = jsonb_set(doc, '{name}', '"Renamed Dressing"') where id = $1`,
      [listed.id],
    );
    expect(await version()).toBeGreaterThan(before);
    const row = await app.db.query<{ name: string }>(
      `select summary->>'name' as name from products where id = $1`,
      [listed.id],
    );
    expect(row.rows[0]?.name).toBe('Renamed Dressing');
  });
});
