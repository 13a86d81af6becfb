import { createServer, type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import {
  ALTCHA_STYLE_SOURCE,
  createNonce,
  hashSource,
  hashedPolicy,
  nonceOf,
  pageSecurityHeaders,
  withNonce,
} from './csp';
import { listenOnLoopback } from './test-support/loopback';

const servers: Server[] = [];

/** A server whose one page sends the page security headers and echoes the response's nonce. */
async function pageServer(dev: boolean, hstsMaxAge = 0): Promise<string> {
  const app = express();
  app.get('/', withNonce, pageSecurityHeaders({ dev, hstsMaxAge }), (_req, res) => {
    res.send(nonceOf(res));
  });
  const server = createServer(app);
  servers.push(server);
  return `${await listenOnLoopback(server)}/`;
}

/** The policy's directives, in order, without the separator's optional whitespace. */
function directives(policy: string | null): string[] {
  return (policy ?? '').split(';').map((directive) => directive.trim());
}

let production = '';
let development = '';
let behindTls = '';
beforeAll(async () => {
  production = await pageServer(false);
  development = await pageServer(true);
  behindTls = await pageServer(false, 31_536_000);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('pageSecurityHeaders', () => {
  it("when a page is served, then its CSP is the site's policy with that response's nonce, never unsafe-inline", async () => {
    const response = await fetch(production);
    const nonce = await response.text();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const policy = response.headers.get('content-security-policy');
    expect(directives(policy)).toEqual([
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('when two pages are served, then each has a nonce of its own', async () => {
    const first = await fetch(production);
    const second = await fetch(production);
    const [a, b] = [await first.text(), await second.text()];
    expect(a).not.toBe(b);
    expect(second.headers.get('content-security-policy')).not.toContain(a);
  });

  it('when the site runs in development, then the HMR websocket may connect, and only then', async () => {
    const response = await fetch(development);
    expect(directives(response.headers.get('content-security-policy'))).toContain(
      "connect-src 'self' ws: wss:",
    );
  });

  it('sends nosniff, a strict-origin referrer, no framing, same-origin opener and resource policy, and no HSTS unless configured', async () => {
    const { headers } = await fetch(production);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of [
      'strict-transport-security',
      'cross-origin-embedder-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(headers.get(name), name).toBeNull();
    }
  });

  it('when HSTS_MAX_AGE is set (a deployment behind TLS), then pages carry Strict-Transport-Security with it', async () => {
    const { headers } = await fetch(behindTls);
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('hashedPolicy', () => {
  it('when a page has inline code, then its policy names each piece by hash, the empty style, and nothing inline else', () => {
    const policy = hashedPolicy({ scripts: ['a()'], styles: ['.a{}', '.a{}'] });
    expect(directives(policy)).toContain(`script-src 'self' ${hashSource('a()')}`);
    expect(directives(policy)).toContain(
      `style-src 'self' ${hashSource('.a{}')} ${hashSource('')} ${ALTCHA_STYLE_SOURCE}`,
    );
    expect(policy).not.toMatch(/nonce|unsafe-inline/);
  });

  it("names ALTCHA's widget CSS by the hash of the installed package's text", () => {
    const require = createRequire(import.meta.url);
    const main = join(dirname(require.resolve('altcha')), 'altcha.js');
    const literal = /const css = ('(?:[^'\\]|\\.)*');/.exec(readFileSync(main, 'utf8'))?.[1];
    expect(literal, 'the CSS constant of altcha/dist/main/altcha.js').toBeDefined();
    // The package's string literal, evaluated on its own (a literal runs no code).
    const css = runInNewContext(literal!) as string;
    expect(hashSource(css)).toBe(ALTCHA_STYLE_SOURCE);
  });
});

describe('createNonce', () => {
  it('is a fresh base64 value of 128 bits each time', () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});
