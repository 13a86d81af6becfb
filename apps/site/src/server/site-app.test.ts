import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from '@larder/api';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from './site-app';
import type { RenderRequest } from '../render-types';

let server: Server;
let base = '';
let clientDir = '';
const renders: RenderRequest[] = [];
const failures: unknown[] = [];
const logLines: Record<string, unknown>[] = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      callback();
    },
  }),
);

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'site-app-test-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'console.log("hi")');

  const api = express();
  api.get('/api/ping', (_req, res) => {
    res.json({ data: 'pong' });
  });
  const app = createSiteApp({
    apiApp: api,
    apiOrigin: () => 'http://127.0.0.1:1',
    publicUrl: 'https://www.marlows.example',
    clientDir,
    assets: () => ({ scripts: ['/assets/entry-abc123.js'], modulePreloads: [], stylesheets: [] }),
    loadRender: async () => async (request) => {
      renders.push(request);
      if (request.url === '/broken') throw new Error('render failed');
      const missing = request.url.startsWith('/missing');
      return {
        status: missing ? 404 : 200,
        head: {
          title: missing ? '404 - page not found' : 'Products',
          description: '',
          canonical: '',
          openGraph: {},
        },
        appHtml: `<p>${missing ? '404 - page not found' : 'page'}</p>${'<p>filler text</p>'.repeat(200)}`,
        styleTags: '',
        bootstrap: { fallback: {}, notFoundUrl: null, cookiesAccepted: false, publicUrl: '', year: 2026 },
        pageModule: undefined,
      };
    },
    onError: (error) => failures.push(error),
    logger,
    // One proxy in front (the test client plays it): its X-Forwarded-For names the visitor.
    trustProxy: 1,
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(clientDir, { recursive: true, force: true });
});

describe('createSiteApp', () => {
  it('when a page is requested, then it answers HTML with a per-response nonce in the CSP', async () => {
    const first = await fetch(`${base}/products?flavor=ranch`);
    const second = await fetch(`${base}/products`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(renders.some((request) => request.url === '/products?flavor=ranch')).toBe(true);
  });

  it('when a page is sent, then no shared cache may keep it', async () => {
    const response = await fetch(`${base}/products`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('when rendering a page fails, then it answers 500 in plain words and reports the error', async () => {
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Something went wrong. Please try again later.');
    expect(failures.map((error) => (error as Error).message)).toContain('render failed');
  });

  it('when the render says 404, then the response status is 404', async () => {
    const response = await fetch(`${base}/missing/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 - page not found');
  });

  it('when an /api path is requested, then the API app answers it', async () => {
    const response = await fetch(`${base}/api/ping`);
    expect(await response.json()).toEqual({ data: 'pong' });
  });

  it('when a hashed asset is requested, then it is cached for a year as immutable', async () => {
    const response = await fetch(`${base}/assets/entry-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/assets/nope.js`)).status).toBe(404);
  });

  it('passes the visitor cookies to the render', async () => {
    await fetch(`${base}/products/x`, {
      headers: { cookie: 'marlows_accept_cookies=true; other=a%20b; bad=%E0%A4%A; other=second' },
    });
    // Decoded, the first of a repeated name wins, and a malformed escape stays as sent.
    expect(renders.at(-1)?.cookies).toEqual({
      marlows_accept_cookies: 'true',
      other: 'a b',
      bad: '%E0%A4%A',
    });
  });

  it('compresses pages for clients that accept gzip', async () => {
    const response = await fetch(`${base}/products`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('when a page is requested, then one JSON log line names its path without the query, the client network and a request id', async () => {
    logLines.length = 0;
    const response = await fetch(`${base}/search-result?term=Qanary%20Person`, {
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logLines).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        path: '/search-result',
        status: 200,
        ip: '203.0.113.0',
        reqId: id,
      }),
    ]);
    expect(JSON.stringify(logLines)).not.toContain('Qanary');
  });
});
