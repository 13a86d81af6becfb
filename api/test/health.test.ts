import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/db';
import { data, errors, startTestApp, type TestApp } from './helpers/app';

describe('when the database answers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('then /api/health reports ok and the engine in use', async () => {
    const response = await app.get('/api/health');
    expect(response.status).toBe(200);
    const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(data(response)).toEqual({ status: 'ok', database: 'ok', engine });
    expect(app.db.engine).toBe(engine);
  });

  it('then the API sends the helmet headers and a request id, and no X-Powered-By', async () => {
    const response = await app.get('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('then an unknown API path answers 404 as JSON errors', async () => {
    const response = await app.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(errors(response)[0]).toMatchObject({ param: 'path' });
  });

  it('then a path outside /api and /img is left to the host app', async () => {
    const response = await app.get('/products');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/json/);
  });

  it('then every tracked row count matches the seeded content', async () => {
    const counts = await app.db.query<{ products: number; recipes: number; migrations: number }>(
      `select (select count(*)::int from products) as products, (select count(*)::int from recipes) as recipes,
         (select count(*)::int from schema_migrations) as migrations`,
    );
    expect(counts.rows[0]!.products).toBeGreaterThan(0);
    expect(counts.rows[0]!.recipes).toBeGreaterThan(0);
    expect(counts.rows[0]!.migrations).toBeGreaterThan(0);
  });
});

describe('when the database is unreachable', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused, as when the server is down.
    const db = await openDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    app = await startTestApp({ db });
  });
  afterAll(async () => {
    await app?.close();
    await app?.db.close();
  });

  it('then /api/health answers 503 with database down and Retry-After', async () => {
    const response = await app.get('/api/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(data(response)).toEqual({ status: 'error', database: 'down', engine: 'postgres' });
  });

  it('then a list call answers 503 with Retry-After and no internals in the body', async () => {
    const response = await app.get('/api/products');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body).toEqual({
      errors: [{ param: 'database', msg: 'Service temporarily unavailable' }],
    });
  });
});
