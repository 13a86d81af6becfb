import { createHash, randomBytes } from 'node:crypto';
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

/** A CSP hash source (`'sha256-…'`) for one inline script or style: the hash of its exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The inline code a cacheable page may run, as hash sources. An empty <style> is allowed too: styled-components
 * creates one in the browser and fills it through the CSSOM (`insertRule`), which the CSP does not inspect.
 */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * The one inline style a third party writes: ALTCHA's widget CSS, which the widget appends to <head> as a <style>
 * (its `external` build ships an older stylesheet that breaks the checkbox). Its hash is checked against the
 * installed package by csp.test.ts, so an upgrade that changes the CSS fails there, not in a visitor's browser.
 */
export const ALTCHA_STYLE_SOURCE = "'sha256-ZgqGuQlekW98cv0XQjYUGCLTvc3q5MkU+2SkqlFGoTM='";

type Source = string | ((req: unknown, res: ServerResponse) => string);

/**
 * The Content-Security-Policy of every page: scripts and styles only from this origin, or inline ones the
 * server wrote, named either by this response's nonce (development: Vite's inline preamble changes per request)
 * or by the hashes of their text (production: the same bytes can be cached and served to anyone, so the policy
 * must not depend on the response); never 'unsafe-inline'. `worker-src blob:` is for the ALTCHA proof-of-work
 * worker and the service worker (`/sw.js`); the web app manifest is the site's own; images may be data: or blob: URLs (generated art, previews). In development the HMR websocket may
 * connect.
 */
export function cspDirectives(dev: boolean, hashes?: InlineHashes, runtimeStyleNonce?: string) {
  const nonce = (_req: unknown, res: ServerResponse) => `'nonce-${nonceOf(res)}'`;
  const scripts: Source[] = hashes ? unique(hashes.scripts) : [nonce];
  const styles: Source[] = hashes
    ? [
        ...unique([...hashes.styles, '']),
        ALTCHA_STYLE_SOURCE,
        ...(runtimeStyleNonce ? [`'nonce-${runtimeStyleNonce}'`] : []),
      ]
    : [nonce];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", ...styles],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    // The web app manifest (offline kitchen mode) comes from the site itself.
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    // No page sets <base>, and none may be framed, by others or by the site itself.
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

function unique(texts: string[]): string[] {
  return [...new Set(texts)].map(hashSource);
}

/**
 * The policy of a cacheable page as a header value (the directives above with `hashes`). `runtimeStyleNonce`
 * admits the <style> elements scripts add while the page runs (a Radix dialog's scroll lock, whose text depends on
 * the browser's scrollbar, so no hash can name it): one nonce per server process, in `style-src` only. Scripts
 * stay named by their hashes alone.
 */
export function hashedPolicy(hashes: InlineHashes, runtimeStyleNonce?: string): string {
  return Object.entries(cspDirectives(false, hashes, runtimeStyleNonce))
    .map(([name, sources]) => `${name} ${(sources as string[]).join(' ')}`)
    .join(';');
}

export interface PageSecurityOptions {
  /** Development: the HMR websocket may connect. */
  dev?: boolean;
  /** `Strict-Transport-Security` max-age in seconds (`HSTS_MAX_AGE`); 0 sends none. */
  hstsMaxAge?: number;
  /** Leave the Content-Security-Policy out: the page sets its own (`hashedPolicy`). */
  ownPolicy?: boolean;
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
  ownPolicy = false,
}: PageSecurityOptions = {}): RequestHandler {
  return helmet({
    contentSecurityPolicy: ownPolicy ? false : { useDefaults: false, directives: cspDirectives(dev) },
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
