import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from '@larder/api';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from './site-app';
import type { RenderRequest } from '../render-types';
import { listenOnLoopback } from './test-support/loopback';

let server: Server;
let base = '';
let clientDir = '';
const renders: RenderRequest[] = [];
let contentVersion = '1';
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
        appHtml:
          `<p>${missing ? '404 - page not found' : 'page'}</p>${'<p>filler text</p>'.repeat(200)}` +
          (request.cookies.marlows_accept_cookies === 'true' ? '' : '<p>cookie notice</p>'),
        styleTags: '<style data-styled="true">.page{color:green}</style>',
        bootstrap: { fallback: {}, notFoundUrl: null, cookiesAccepted: false, publicUrl: '', year: 2026 },
        pageModule: undefined,
      };
    },
    onError: (error) => failures.push(error),
    logger,
    // One proxy in front (the test client plays it): its X-Forwarded-For names the visitor.
    trustProxy: 1,
    caching: {
      maxBytes: 1024 * 1024,
      sMaxAge: 60,
      staleWhileRevalidate: 600,
      contentVersion: () => contentVersion,
    },
  });
  server = createServer(app);
  base = await listenOnLoopback(server);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(clientDir, { recursive: true, force: true });
});

describe('createSiteApp', () => {
  it('when a page is requested, then it answers HTML whose CSP allows its inline code by hash (a nonce only for styles its scripts add)', async () => {
    const response = await fetch(`${base}/products?flavor=ranch`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain('nonce-');
    expect(policy).not.toContain('unsafe-inline');
    // The only nonce in the page is the csp-nonce meta element's, the one style-src names.
    const nonce = /<meta property="csp-nonce" content="" nonce="([^"]+)">/.exec(html)?.[1];
    expect(policy).toContain(`style-src 'self'`);
    expect(policy).toMatch(new RegExp(`style-src [^;]*'nonce-${nonce?.replace(/[+/=]/g, '\\$&')}'`));
    expect(html.match(/nonce=/g)).toHaveLength(1);
    const inlineScript = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    const styles = [...html.matchAll(/<style[^>]*>(.*?)<\/style>/g)].map((m) => m[1] ?? '');
    // The page's styled-components CSS is linked, not inline (page-styles.ts).
    expect(styles.join('')).not.toContain('.page{color:green}');
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/css\/[\w-]{22}\.css\?from=%2Fproducts%3Fflavor%3Dranch">/,
    );
    for (const style of [...styles, '']) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    }
    expect(renders.some((request) => request.url === '/products?flavor=ranch')).toBe(true);
  });

  it("when a page's stylesheet is asked for, then its CSS comes with a year's immutable caching", async () => {
    const html = await (await fetch(`${base}/products?flavor=ranch`)).text();
    const href = /<link rel="stylesheet" href="(\/assets\/css\/[^"]+)">/.exec(html)?.[1] ?? '';
    const sheet = await fetch(`${base}${href.replace(/&amp;/g, '&')}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sheet.text()).toBe('.page{color:green}');
  });

  it('when a stylesheet this process does not hold is asked for, then the page it names is rendered for its CSS', async () => {
    const unknown = `${base}/assets/css/${'a'.repeat(22)}.css`;
    const before = renders.filter((request) => request.url === '/another-page').length;
    const sheet = await fetch(`${unknown}?from=${encodeURIComponent('/another-page')}`);
    expect(sheet.status).toBe(200);
    expect(await sheet.text()).toBe('.page{color:green}');
    // Not the asked-for bytes, so no browser or CDN may keep them under that name.
    expect(sheet.headers.get('cache-control')).toBe('no-cache');
    expect(renders.filter((request) => request.url === '/another-page').length - before).toBe(1);
    expect((await fetch(unknown)).status).toBe(404);
    expect((await fetch(`${unknown}?from=${encodeURIComponent('//elsewhere.example/x')}`)).status).toBe(404);
    expect((await fetch(`${base}/assets/css/not-a-sheet.css`)).status).toBe(404);
  });

  it('when an anonymous visitor gets a page, then a shared cache may keep it, revalidated by a strong ETag', async () => {
    const response = await fetch(`${base}/products`);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('when the same page is asked for again, then the cached bytes are sent without rendering it again', async () => {
    const before = renders.filter((request) => request.url === '/cached-page?a=1').length;
    const first = await fetch(`${base}/cached-page?a=1`);
    const second = await fetch(`${base}/cached-page?a=1`);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(renders.filter((request) => request.url === '/cached-page?a=1').length - before).toBe(1);
    // Another query string is another page.
    await fetch(`${base}/cached-page?a=2`);
    expect(renders.some((request) => request.url === '/cached-page?a=2')).toBe(true);
  });

  it('when a conditional GET names the current ETag, then it answers 304 with no body', async () => {
    const first = await fetch(`${base}/products`);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${base}/products`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const stale = await fetch(`${base}/products`, { headers: { 'if-none-match': '"old"' } });
    expect(stale.status).toBe(200);
  });

  it('when a visitor accepted cookies, then their page is theirs: not the anonymous copy, and private', async () => {
    const anonymous = await fetch(`${base}/cookie-page`);
    const accepted = await fetch(`${base}/cookie-page`, {
      headers: { cookie: 'marlows_accept_cookies=true' },
    });
    expect(await anonymous.text()).toContain('cookie notice');
    expect(await accepted.text()).not.toContain('cookie notice');
    expect(accepted.headers.get('cache-control')).toBe('private, no-cache');
    expect(accepted.headers.get('etag')).not.toBe(anonymous.headers.get('etag'));
    // And the anonymous copy is still the anonymous one afterwards.
    expect(await (await fetch(`${base}/cookie-page`)).text()).toContain('cookie notice');
  });

  it('when the content version moves on, then cached pages are rendered again', async () => {
    await fetch(`${base}/versioned`);
    const rendered = () => renders.filter((request) => request.url === '/versioned').length;
    const before = rendered();
    await fetch(`${base}/versioned`);
    expect(rendered()).toBe(before);
    contentVersion = '2';
    await fetch(`${base}/versioned`);
    expect(rendered()).toBe(before + 1);
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

  it('passes the render only the cookies a page may depend on, decoded', async () => {
    await fetch(`${base}/products/x`, {
      headers: { cookie: 'marlows_accept_cookies=true; other=a%20b; marlows_accept_cookies=second' },
    });
    // The first of a repeated name wins; other cookies never reach the render (nor the cache key).
    expect(renders.at(-1)?.cookies).toEqual({ marlows_accept_cookies: 'true' });
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
