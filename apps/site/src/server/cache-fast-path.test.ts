/**
 * The cache-hit fast path (issue 12) over a real `node:http` server and real zlib: the site's listener
 * (`createSiteListener`) with the Express app behind it, a small render in place of the SSR entry. A page's second
 * request is answered before Express, so each test compares what a visitor gets from both paths.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createLogger } from '@larder/api';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageEncoding } from './cache-fast-path';
import { createSiteListener } from './site-app';
import type { RenderRequest } from '../render-types';
import { listenOnLoopback } from './test-support/loopback';

let server: Server;
let base = '';
let clientDir = '';
const renders: RenderRequest[] = [];
let contentVersion = '1';
let edition = 'first';
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
  clientDir = mkdtempSync(join(tmpdir(), 'fast-path-test-'));
  const listener = createSiteListener({
    apiApp: express(),
    apiOrigin: () => 'http://127.0.0.1:1',
    publicUrl: 'https://www.marlows.example',
    clientDir,
    assets: () => ({ scripts: ['/assets/entry-abc123.js'], modulePreloads: [], stylesheets: [] }),
    loadRender: async () => async (request) => {
      renders.push(request);
      const missing = request.url.startsWith('/missing');
      return {
        status: missing ? 404 : 200,
        head: {
          title: missing ? '404 - page not found' : 'Products',
          description: '',
          canonical: '',
          openGraph: {},
        },
        appHtml: `<h1>${edition} edition of ${request.url.replace(/[<>&"]/g, '')}</h1>${'<p>filler text</p>'.repeat(300)}`,
        styleTags: '<style data-styled="true">.page{color:green}</style>',
        bootstrap: { fallback: {}, notFoundUrl: null, cookiesAccepted: false, publicUrl: '', year: 2026 },
        pageModule: undefined,
      };
    },
    logger,
    trustProxy: 1,
    hstsMaxAge: 31_536_000,
    caching: {
      maxBytes: 1024 * 1024,
      sMaxAge: 60,
      staleWhileRevalidate: 600,
      contentVersion: () => contentVersion,
    },
  });
  server = createServer(listener);
  base = await listenOnLoopback(server);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(clientDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (still encoded). */
  wire: Buffer;
}

/** A request through node:http, which neither adds headers nor decodes the body. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, wire: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The body as HTML, whatever its Content-Encoding. */
function html(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.wire).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.wire).toString('utf8');
  return answer.wire.toString('utf8');
}

/** Headers that differ per response by nature. */
function lasting(headers: Answer['headers']) {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

const rendersOf = (url: string) => renders.filter((render) => render.url === url).length;

describe('the cache-hit fast path', () => {
  it('when a page is asked for again, then it is not rendered again and comes with the same headers and bytes as the first time', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await raw('/same?x=1', gzip);
    const second = await raw('/same?x=1', gzip);
    expect(rendersOf('/same?x=1')).toBe(1);
    expect(second.status).toBe(200);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    expect(second.wire.equals(first.wire)).toBe(true);
    expect(second.headers).toMatchObject({
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': String(second.wire.byteLength),
      vary: 'Cookie, Accept-Encoding',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000',
    });
    expect(String(second.headers['content-security-policy'])).toMatch(
      /^default-src 'self';script-src 'self' 'sha256-/,
    );
    expect(second.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(html(second)).toContain('<h1>first edition of /same?x=1</h1>');
  });

  it('when a client prefers brotli, then it gets the page brotli-compressed, from the render and from the cache alike', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await raw('/brotli', browser);
    const second = await raw('/brotli', browser);
    const gzipped = await raw('/brotli', { 'accept-encoding': 'gzip' });
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-length']).toBe(String(answer.wire.byteLength));
      expect(html(answer)).toBe(html(gzipped));
    }
    expect(second.wire.byteLength).toBeLessThan(gzipped.wire.byteLength);
    expect(second.headers.etag).toBe(gzipped.headers.etag);
    expect(rendersOf('/brotli')).toBe(1);
    // q-values are honoured: gzip preferred, or brotli refused.
    expect((await raw('/brotli', { 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect((await raw('/brotli', { 'accept-encoding': '*, br;q=0' })).headers['content-encoding']).toBe(
      'gzip',
    );
  });

  it('when a client accepts no compression, or asks with HEAD, then it gets the plain HTML or the headers alone', async () => {
    await raw('/plain');
    const plain = await raw('/plain');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.wire.toString('utf8')).toMatch(/^<!doctype html>/i);
    expect(plain.headers['content-length']).toBe(String(plain.wire.byteLength));
    const head = await raw('/plain', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.wire.byteLength).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(rendersOf('/plain')).toBe(1);
  });

  it('when a conditional GET names the stored ETag, then the cache answers 304 without a body; another ETag gets the page', async () => {
    const page = await raw('/conditional', { 'accept-encoding': 'gzip' });
    const etag = String(page.headers.etag);
    for (const tag of [etag, `W/${etag}`, `"old", ${etag}`, '*']) {
      const answer = await raw('/conditional', { 'if-none-match': tag, 'accept-encoding': 'gzip' });
      expect(answer.status, tag).toBe(304);
      expect(answer.wire.byteLength).toBe(0);
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers['cache-control']).toBe(page.headers['cache-control']);
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
    const stale = await raw('/conditional', { 'if-none-match': '"old"' });
    expect(stale.status).toBe(200);
    expect(rendersOf('/conditional')).toBe(1);
  });

  it('when a page is missing, then it is rendered each time and stays a 404, even to a conditional GET', async () => {
    const missing = await raw('/missing/thing');
    const again = await raw('/missing/thing', { 'if-none-match': String(missing.headers.etag) });
    expect(missing.status).toBe(404);
    expect(again.status).toBe(404);
    expect(rendersOf('/missing/thing')).toBe(2);
  });

  it('when the content changes, then the cached page is dropped: the next request renders the new content and the old ETag no longer matches', async () => {
    const before = await raw('/menu');
    const etag = String(before.headers.etag);
    expect((await raw('/menu', { 'if-none-match': etag })).status).toBe(304);
    edition = 'second';
    contentVersion = '2';
    const after = await raw('/menu', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(html(after)).toContain('<h1>second edition of /menu</h1>');
    expect(after.headers.etag).not.toBe(etag);
    // And the new page is what the cache serves from then on.
    const cached = await raw('/menu');
    expect(html(cached)).toContain('second edition');
    expect(rendersOf('/menu')).toBe(2);
  });

  it('when a visitor accepted cookies, then their own variant is cached apart and stays private', async () => {
    const cookie = { cookie: 'marlows_accept_cookies=true; other=1' };
    const anonymous = await raw('/cookies');
    await raw('/cookies', cookie);
    const again = await raw('/cookies', cookie);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers.etag).toBe((await raw('/cookies', cookie)).headers.etag);
    expect((await raw('/cookies', { cookie: 'other=2' })).headers.etag).toBe(anonymous.headers.etag);
    expect(renders.filter((render) => render.url === '/cookies')).toHaveLength(2);
  });

  it('when a cached page is served, then one log line names it like any request: path without the query, network, request id', async () => {
    await raw('/logged?term=Qanary');
    logLines.length = 0;
    const answer = await raw('/logged?term=Qanary', {
      'x-forwarded-for': '203.0.113.77',
      'x-request-id': 'proxy-id-42',
    });
    expect(answer.headers['x-request-id']).toBe('proxy-id-42');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logLines).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        path: '/logged',
        status: 200,
        ip: '203.0.113.0',
        reqId: 'proxy-id-42',
      }),
    ]);
    expect(JSON.stringify(logLines)).not.toContain('Qanary');
  });
});

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, then none, by q-value', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0.8, gzip;q=0.9')).toBe('gzip');
    expect(pageEncoding('BR;q=1.0, gzip;q=0.9')).toBe('br');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(pageEncoding('deflate')).toBe('identity');
    expect(pageEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(pageEncoding('')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });
});
