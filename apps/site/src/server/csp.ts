import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The nonce of this response (set by `withNonce`, read by the CSP and the document). */
export function nonceOf(res: Response | ServerResponse): string {
  return (res as Response).locals.cspNonce as string;
}

/** Gives every response its own nonce in `res.locals.cspNonce`. */
export const withNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = createNonce();
  next();
};

/**
 * The Content-Security-Policy of every page: scripts and styles only from this origin or carrying the response's
 * nonce (inline scripts the server writes, styled-components' <style> tags); never 'unsafe-inline'.
 * `worker-src blob:` is for the ALTCHA proof-of-work worker; images may be data: or blob: URLs (generated art,
 * previews). In development the HMR websocket may connect.
 */
export function cspDirectives(dev: boolean) {
  const nonce = (_req: unknown, res: ServerResponse) => `'nonce-${nonceOf(res)}'`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce],
    'style-src': ["'self'", nonce],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    // No page sets <base>, and none may be framed, by others or by the site itself.
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export interface PageSecurityOptions {
  /** Development: the HMR websocket may connect. */
  dev?: boolean;
  /** `Strict-Transport-Security` max-age in seconds (`HSTS_MAX_AGE`); 0 sends none. */
  hstsMaxAge?: number;
}

/**
 * The security headers of every page response (the API app sets its own), through helmet: the CSP above with
 * this response's nonce (`withNonce` runs first), nosniff, a strict-origin referrer, no framing, same-origin opener
 * and resource policy, and HSTS when the deployment is behind TLS and says so (`HSTS_MAX_AGE`). Together they
 * score A+ on the MDN HTTP Observatory over TLS (docs/security.md). helmet's other defaults (Origin-Agent-Cluster,
 * the legacy X- headers) stay off.
 */
export function pageSecurityHeaders({
  dev = false,
  hstsMaxAge = 0,
}: PageSecurityOptions = {}): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(dev) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: false } : false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  }) as RequestHandler;
}
