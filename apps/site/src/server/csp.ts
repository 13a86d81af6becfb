import { randomBytes } from 'node:crypto';

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOptions {
  nonce: string;
  /** Development (Vite middleware): allows the HMR websocket. */
  dev?: boolean;
}

/**
 * The Content-Security-Policy of every page: scripts and styles only from this origin or carrying the
 * response's nonce (inline scripts the server writes, styled-components' <style> tags); never 'unsafe-inline'.
 * `worker-src blob:` is for the ALTCHA proof-of-work worker; images may be data: or blob: URLs (generated art,
 * previews).
 */
export function contentSecurityPolicy({ nonce, dev = false }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
