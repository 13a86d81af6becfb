/**
 * The MDN HTTP Observatory's scoring of a page's response (algorithm of `@mdn/mdn-http-observatory` 1.4, its
 * `analyzer/tests/*` and `grader/charts.js`), for the tests: the published package cannot be installed offline (its
 * install scripts download certificate bundles and the HSTS preload list). Each test of the Observatory gives a
 * named result and a score modifier; the score is 100 plus the modifiers (the positive ones only once the negative
 * ones leave at least 90), and 100 or more is A+.
 *
 * Covered as the Observatory does: Content-Security-Policy (header), cookies, CORS, redirection from http, Referrer-
 * Policy, Strict-Transport-Security (without the preload list: a preloaded host would earn 5 more), Subresource
 * Integrity, X-Content-Type-Options, X-Frame-Options (or CSP frame-ancestors) and Cross-Origin-Resource-Policy.
 */

export interface ObservedResponse {
  /** The URL the page was fetched from (https: for a deployment behind TLS). */
  url: string;
  headers: Headers;
  html: string;
  /** What a request for the same page over plain http got: its status and Location, or undefined when nothing listens. */
  http?: { status: number; location: string | null };
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface Scan {
  score: number;
  grade: string;
  tests: TestResult[];
}

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const NONCE_OR_HASH = /^'(nonce-|sha256-|sha384-|sha512-)/;

function parseCsp(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === undefined || name === '') continue;
    const directive = name.toLowerCase();
    if (!policy.has(directive)) policy.set(directive, new Set(sources.map((source) => source.toLowerCase())));
  }
  return policy;
}

function csp({ headers, url }: ObservedResponse): TestResult {
  const test = 'content-security-policy';
  const header = headers.get('content-security-policy');
  if (header === null) return { test, result: 'csp-not-implemented', modifier: -25 };
  const policy = parseCsp(header);
  const get = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*']);
  const script = get('script-src');
  const style = get('style-src');
  const object = get('object-src');
  for (const sources of [script, style]) {
    if ([...sources].some((source) => NONCE_OR_HASH.test(source))) sources.delete("'unsafe-inline'");
  }
  const https = new URL(url).protocol === 'https:';
  const active = [...policy.entries()]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, sources]) => [...sources])
    .concat([...script]);
  const passive = ['img-src', 'media-src'].flatMap((name) => [
    ...(policy.get(name) ?? policy.get('default-src') ?? []),
  ]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  if (
    [...script].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)) ||
    [...object].some((source) => DANGEROUSLY_BROAD.has(source))
  ) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (https && active.some(insecure))
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) {
    return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  }
  if (https && passive.some(insecure)) {
    return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  }
  if ([...style].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source))) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  const defaults = policy.get('default-src');
  if (defaults?.size === 1 && defaults.has("'none'")) {
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  }
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function cookies({ headers }: ObservedResponse): TestResult {
  const test = 'cookies';
  const set = headers.getSetCookie();
  if (set.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const flags = set.map((cookie) => cookie.toLowerCase());
  if (!flags.every((cookie) => /;\s*secure/.test(cookie)))
    return { test, result: 'cookies-without-secure-flag', modifier: -20 };
  if (!flags.every((cookie) => /;\s*httponly/.test(cookie))) {
    return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 };
  }
  if (flags.every((cookie) => /;\s*samesite=(strict|lax|none)/.test(cookie))) {
    return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  }
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function cors({ headers }: ObservedResponse): TestResult {
  const test = 'cross-origin-resource-sharing';
  const origin = headers.get('access-control-allow-origin');
  if (origin === null) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (origin === '*')
    return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  if (headers.get('access-control-allow-credentials') === 'true') {
    return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  }
  return { test, result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

function redirection({ http }: ObservedResponse): TestResult {
  const test = 'redirection';
  if (http === undefined) return { test, result: 'redirection-not-needed-no-http', modifier: 0 };
  if (http.status >= 300 && http.status < 400 && http.location?.startsWith('https:')) {
    return { test, result: 'redirection-to-https', modifier: 0 };
  }
  return { test, result: 'redirection-missing', modifier: -20 };
}

function referrer({ headers }: ObservedResponse): TestResult {
  const test = 'referrer-policy';
  const header = headers.get('referrer-policy');
  if (header === null) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const policy = header.split(',').at(-1)!.trim().toLowerCase();
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)) {
    return { test, result: 'referrer-policy-private', modifier: 5 };
  }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(policy)) {
    return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  }
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

function hsts({ headers, url }: ObservedResponse): TestResult {
  const test = 'strict-transport-security';
  if (new URL(url).protocol !== 'https:')
    return { test, result: 'hsts-not-implemented-no-https', modifier: -20 };
  const header = headers.get('strict-transport-security');
  if (header === null) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age="?(\d+)"?/i.exec(header)?.[1];
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 };
  if (Number(maxAge) < 15_768_000)
    return { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  return { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function sri({ html, url }: ObservedResponse): TestResult {
  const test = 'subresource-integrity';
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)].map((match) => ({
    src: new URL(match[1]!, url),
    integrity: /\bintegrity="/i.test(match[0]),
  }));
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const origin = new URL(url).origin;
  const external = scripts.filter((script) => script.src.origin !== origin);
  if (external.length === 0) {
    return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  }
  if (external.every((script) => script.integrity && script.src.protocol === 'https:')) {
    return { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  }
  return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function contentTypeOptions({ headers }: ObservedResponse): TestResult {
  const test = 'x-content-type-options';
  const header = headers.get('x-content-type-options');
  if (header === null) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function frameOptions({ headers }: ObservedResponse): TestResult {
  const test = 'x-frame-options';
  const ancestors = parseCsp(headers.get('content-security-policy') ?? '').get('frame-ancestors');
  if (ancestors !== undefined && ![...ancestors].some((source) => DANGEROUSLY_BROAD.has(source))) {
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  const header = headers.get('x-frame-options')?.trim().toLowerCase();
  if (header === undefined) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (header === 'deny' || header === 'sameorigin')
    return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function resourcePolicy({ headers }: ObservedResponse): TestResult {
  const test = 'cross-origin-resource-policy';
  const header = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (header === undefined) return { test, result: 'corp-not-implemented', modifier: 0 };
  if (header === 'same-origin') return { test, result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (header === 'same-site') return { test, result: 'corp-implemented-with-same-site', modifier: 10 };
  if (header === 'cross-origin') return { test, result: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { test, result: 'corp-header-invalid', modifier: -5 };
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** The Observatory's tests, score and grade for one response. */
export function scan(response: ObservedResponse): Scan {
  const tests = [
    csp,
    cookies,
    cors,
    redirection,
    referrer,
    hsts,
    sri,
    contentTypeOptions,
    frameOptions,
    resourcePolicy,
  ].map((check) => check(response));
  const withExtraCredit = 100 + tests.reduce((sum, test) => sum + test.modifier, 0);
  const uncurved = 100 + tests.reduce((sum, test) => sum + Math.min(0, test.modifier), 0);
  // Extra credit counts only for a site that already has an A without it.
  const score = Math.max(0, uncurved >= 90 ? withExtraCredit : uncurved);
  const grade = GRADES.find(([floor]) => score >= floor)![1];
  return { score, grade, tests };
}
