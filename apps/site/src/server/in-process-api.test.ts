import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, loadConfig, migrate, openDb, seed, type Db } from '@larder/api';
import { createApiClient, fetchers } from '@larder/client';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessFetch } from './in-process-api';
import { listenOnLoopback } from './test-support/loopback';

// The server render asks the API of its own process without a socket; every answer must be the one a browser gets
// over HTTP from the same app: status, body bytes and the headers a caller reads.

let dataDir = '';
let db: Db;
let api: Express;
let server: Server;
let base = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'in-process-api-'));
  db = await openDb({ dataDir });
  await migrate(db);
  await seed(db);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', VALIDATE_RESPONSES: 'true' });
  api = createApp({ config, db });
  server = createServer(api);
  base = await listenOnLoopback(server);
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const COMPARED_HEADERS = ['content-type', 'content-length', 'etag', 'cache-control', 'retry-after'];

async function both(path: string, init: RequestInit = {}) {
  const headers = { 'accept-encoding': 'identity', ...(init.headers as Record<string, string>) };
  const overHttp = await fetch(`${base}${path}`, { ...init, headers });
  const inProcess = await inProcessFetch(api)(new Request(`http://127.0.0.1:1${path}`, { ...init, headers }));
  return {
    http: overHttp,
    inProcess,
    httpBody: Buffer.from(await overHttp.arrayBuffer()),
    inProcessBody: Buffer.from(await inProcess.arrayBuffer()),
  };
}

function picked(response: Response): Record<string, string | null> {
  return Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers.get(name)]));
}

describe('the in-process API fetch', () => {
  it.each([
    '/api/products?limit=5',
    '/api/products?flavor=ranch&page=2&limit=3',
    '/api/products/details?slug=ke1170-aged-balsamic-vinaigrette',
    '/api/recipes?limit=4',
    '/api/search?searchTerm=ranch',
    '/api/search?searchTerm=rnach%20dressing',
    '/api/seo?path=%2Fproducts',
    '/api/dxp-data?dataset=flavors,uoms',
    '/api/recipes/related?flavors=ranch&selected=none',
  ])('answers GET %s with the same status, bytes and headers as HTTP', async (path) => {
    const answer = await both(path);
    expect(answer.http.status).toBe(200);
    expect(answer.inProcess.status).toBe(200);
    expect(answer.inProcessBody.equals(answer.httpBody)).toBe(true);
    expect(picked(answer.inProcess)).toEqual(picked(answer.http));
  });

  it.each([
    ['an unknown product', '/api/products/details?slug=no-such-product', 404],
    ['an unknown parameter', '/api/products?colour=red', 400],
    ['a bad page number', '/api/recipes?page=0', 400],
    ['an unknown API path', '/api/no-such-endpoint', 404],
  ])('refuses %s as HTTP does', async (_name, path, status) => {
    const answer = await both(path);
    expect(answer.inProcess.status).toBe(status);
    expect(answer.http.status).toBe(status);
    expect(answer.inProcessBody.toString('utf8')).toBe(answer.httpBody.toString('utf8'));
    expect(JSON.parse(answer.inProcessBody.toString('utf8')).errors.length).toBeGreaterThan(0);
    expect(picked(answer.inProcess)).toEqual(picked(answer.http));
  });

  it('passes a request body through the contract validator and the rules', async () => {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada' }),
    };
    const answer = await both('/api/contactus', init);
    expect(answer.http.status).toBe(400);
    expect(answer.inProcess.status).toBe(400);
    expect(answer.inProcessBody.toString('utf8')).toBe(answer.httpBody.toString('utf8'));
  });

  it('answers 304 to a matching If-None-Match, without a body', async () => {
    const first = await inProcessFetch(api)(new Request('http://x/api/dxp-data?dataset=flavors'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    const again = await inProcessFetch(api)(
      new Request('http://x/api/dxp-data?dataset=flavors', { headers: { 'if-none-match': etag! } }),
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers 404 for a path the API does not own (nothing in the process serves it)', async () => {
    const answer = await inProcessFetch(api)(new Request('http://x/products'));
    expect(answer.status).toBe(404);
  });

  it('serves the client the server render uses, with the data HTTP gives', async () => {
    const inProcess = createApiClient({ baseUrl: 'http://127.0.0.1:1', fetch: inProcessFetch(api) });
    const overHttp = createApiClient({ baseUrl: base });
    const query = { searchTerm: 'caesar', limit: 5 };
    expect(await fetchers.products(inProcess, query)).toEqual(await fetchers.products(overHttp, query));
    expect(await fetchers.recipeDetails(inProcess, { slug: 'buffalo-chicken-dip' })).toEqual(
      await fetchers.recipeDetails(overHttp, { slug: 'buffalo-chicken-dip' }),
    );
  });
});
