import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './csp';

describe('contentSecurityPolicy', () => {
  it('allows scripts and styles only from the site or with the nonce, never unsafe-inline', () => {
    const policy = contentSecurityPolicy({ nonce: 'n0nce' });
    expect(policy).toContain("script-src 'self' 'nonce-n0nce'");
    expect(policy).toContain("style-src 'self' 'nonce-n0nce'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('allows the captcha worker and data/blob images, and no plugins', () => {
    const policy = contentSecurityPolicy({ nonce: 'n' });
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("object-src 'none'");
  });

  it('allows the HMR websocket only in development', () => {
    expect(contentSecurityPolicy({ nonce: 'n' })).toContain("connect-src 'self';");
    expect(contentSecurityPolicy({ nonce: 'n', dev: true })).toContain("connect-src 'self' ws: wss:");
  });
});

describe('createNonce', () => {
  it('is a fresh base64 value of 128 bits each time', () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});
