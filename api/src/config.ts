import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { defaultBrand } from '@larder/domain';
import { repoRoot } from './paths';

/**
 * Every environment variable of the API and the site server, read and validated once at start-up
 * (`loadConfig`). README.md's configuration table and `.env.example` list the same variables (a test keeps the
 * three in step).
 */
export interface Config {
  port: number;
  /** Root of local state: the PGlite data directory, the image and PDF caches, mail files, the ALTCHA key. */
  dataDir: string;
  /** A real PostgreSQL server; PGlite in `dataDir/pglite` when absent. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** Origin the site is served from, used for canonical links, emails and PDFs. No trailing slash. */
  publicUrl: string;
  /** Outgoing mail server; `.eml` files under `dataDir/mail` when absent. */
  smtpUrl: string | undefined;
  recaptcha: { sitekey: string; secret: string } | undefined;
  /** Check every response against openapi.yaml (on in tests, off in production). */
  validateResponses: boolean;
  mail: {
    /** From address of every email. */
    from: string;
    /** Staff inboxes notified of each submission. */
    staff: { contact: string; samples: string; events: string; inquiries: string };
  };
  /**
   * HMAC key of ALTCHA challenges; when absent one is generated once and kept in the database, so every process
   * on it verifies the challenges any of them issued.
   */
  altchaHmacKey: string | undefined;
  /** Requests per IP: form posts per 15 minutes, "email it" per 15 minutes, lookups per minute. */
  rateLimits: { forms: number; email: number; lookup: number };
  /** "Email it" messages one address may receive per UTC day. */
  sendFilesDailyCap: number;
  /**
   * Whose `X-Forwarded-For` is believed (Express `trust proxy`): a number of proxy hops, or the addresses, CIDR
   * ranges and names (`loopback`, `linklocal`, `uniquelocal`) of trusted proxies. The client address of rate
   * limits, logs and submissions comes from it.
   */
  trustProxy: number | string[];
  /** `Strict-Transport-Security` max-age in seconds on every response; 0 sends none (a deployment behind TLS sets it). */
  hstsMaxAge: number;
  /** Server processes (`npm start` runs a cluster of this many); more than 1 needs PostgreSQL. */
  webConcurrency: number;
  /**
   * Page caching of the site server (docs/deploy.md): MiB of gzipped pages each process keeps, and the
   * `s-maxage` and `stale-while-revalidate` seconds of cacheable pages.
   */
  pageCache: { maxMb: number; sMaxAge: number; staleWhileRevalidate: number };
  /** One full garbage collection after this many ms with no request in flight; 0: never (docs/deploy.md). */
  idleGcMs: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The variables `loadConfig` reads, in the order of the README table. */
export const ENV_VARIABLES = [
  'PORT',
  'PUBLIC_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_TO_CONTACT',
  'MAIL_TO_SAMPLES',
  'MAIL_TO_EVENTS',
  'MAIL_TO_INQUIRIES',
  'RECAPTCHA_SITEKEY',
  'RECAPTCHA_SECRET',
  'ALTCHA_HMAC_KEY',
  'FORMS_RATE_LIMIT',
  'EMAIL_RATE_LIMIT',
  'LOOKUP_RATE_LIMIT',
  'SEND_FILES_DAILY_CAP',
  'TRUST_PROXY',
  'HSTS_MAX_AGE',
  'WEB_CONCURRENCY',
  'PAGE_CACHE_MB',
  'PAGE_S_MAXAGE',
  'PAGE_STALE_WHILE_REVALIDATE',
  'IDLE_GC_MS',
  'LOG_LEVEL',
  'VALIDATE_RESPONSES',
] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
type Variable = (typeof ENV_VARIABLES)[number];

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names. */
function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.includes(item)) return true;
  const [address = '', bits, extra] = item.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Reads the configuration from `env` (normally `process.env`). Collects every problem and throws one
 * `ConfigError` listing them all, so a misconfigured deployment fails at start with a readable message.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const optional = (key: Variable): string | undefined => {
    const value = env[key]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const positive = (key: Variable, fallback: number): number => {
    const value = optional(key);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0) {
      problems.push(`${key} must be a positive whole number, got '${value}'`);
    }
    return number;
  };

  const portText = optional('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535, got '${portText}'`);
  }

  const dataDirText = optional('DATA_DIR');
  const dataDir =
    dataDirText === undefined
      ? join(repoRoot, '.data')
      : isAbsolute(dataDirText)
        ? dataDirText
        : resolve(dataDirText);

  const databaseUrl = optional('DATABASE_URL');
  if (databaseUrl !== undefined && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const logLevelText = optional('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelText)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevelText}'`);
  }

  const publicUrlText = optional('PUBLIC_URL') ?? `http://localhost:${portText}`;
  if (!isUrl(publicUrlText, ['http:', 'https:'])) {
    problems.push(`PUBLIC_URL must be an http(s) URL, got '${publicUrlText}'`);
  }

  const smtpUrl = optional('SMTP_URL');
  if (smtpUrl !== undefined && !isUrl(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }

  const sitekey = optional('RECAPTCHA_SITEKEY');
  const secret = optional('RECAPTCHA_SECRET');
  if ((sitekey === undefined) !== (secret === undefined)) {
    problems.push('RECAPTCHA_SITEKEY and RECAPTCHA_SECRET must be set together (or neither, for ALTCHA)');
  }

  const validateText = optional('VALIDATE_RESPONSES') ?? 'false';
  if (!['true', 'false', '1', '0'].includes(validateText)) {
    problems.push(`VALIDATE_RESPONSES must be true or false, got '${validateText}'`);
  }

  const rateLimits = {
    forms: positive('FORMS_RATE_LIMIT', 20),
    email: positive('EMAIL_RATE_LIMIT', 10),
    lookup: positive('LOOKUP_RATE_LIMIT', 120),
  };
  const sendFilesDailyCap = positive('SEND_FILES_DAILY_CAP', 20);

  const trustText = optional('TRUST_PROXY') ?? 'loopback';
  let trustProxy: number | string[];
  if (/^\d+$/.test(trustText)) {
    trustProxy = Number(trustText);
  } else {
    trustProxy = trustText.split(',').map((item) => item.trim());
    const bad = trustProxy.filter((item) => !isProxyAddress(item));
    if (bad.length > 0) {
      problems.push(
        `TRUST_PROXY must be a hop count or a comma list of addresses, CIDR ranges or ${PROXY_NAMES.join(', ')}; cannot read '${bad.join("', '")}'`,
      );
    }
  }

  const hstsText = optional('HSTS_MAX_AGE') ?? '0';
  const hstsMaxAge = Number(hstsText);
  if (!/^\d+$/.test(hstsText))
    problems.push(`HSTS_MAX_AGE must be a whole number of seconds, got '${hstsText}'`);

  const concurrencyText = optional('WEB_CONCURRENCY') ?? '1';
  const webConcurrency = concurrencyText === 'auto' ? availableParallelism() : Number(concurrencyText);
  if (concurrencyText !== 'auto' && (!/^\d+$/.test(concurrencyText) || webConcurrency < 1)) {
    problems.push(`WEB_CONCURRENCY must be a positive whole number or 'auto', got '${concurrencyText}'`);
  } else if (webConcurrency > 1 && databaseUrl === undefined) {
    problems.push(
      `WEB_CONCURRENCY=${concurrencyText} needs DATABASE_URL: the embedded database (PGlite) serves one process`,
    );
  }

  const wholeNumber = (key: Variable, fallback: number): number => {
    const text = optional(key) ?? String(fallback);
    if (!/^\d+$/.test(text)) problems.push(`${key} must be a whole number, got '${text}'`);
    return Number(text);
  };
  const pageCache = {
    maxMb: wholeNumber('PAGE_CACHE_MB', 64),
    sMaxAge: wholeNumber('PAGE_S_MAXAGE', 60),
    staleWhileRevalidate: wholeNumber('PAGE_STALE_WHILE_REVALIDATE', 600),
  };
  const idleGcMs = wholeNumber('IDLE_GC_MS', 2000);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    dataDir,
    databaseUrl,
    logLevel: logLevelText as LogLevel,
    publicUrl: publicUrlText.replace(/\/+$/, ''),
    smtpUrl,
    recaptcha: sitekey !== undefined && secret !== undefined ? { sitekey, secret } : undefined,
    validateResponses: validateText === 'true' || validateText === '1',
    mail: {
      from: optional('MAIL_FROM') ?? `"${defaultBrand.name}" <no-reply@marlows.example>`,
      staff: {
        contact: optional('MAIL_TO_CONTACT') ?? 'contact@marlows.example',
        samples: optional('MAIL_TO_SAMPLES') ?? 'samples@marlows.example',
        events: optional('MAIL_TO_EVENTS') ?? 'events@marlows.example',
        inquiries: optional('MAIL_TO_INQUIRIES') ?? 'inquiries@marlows.example',
      },
    },
    altchaHmacKey: optional('ALTCHA_HMAC_KEY'),
    rateLimits,
    sendFilesDailyCap,
    trustProxy,
    hstsMaxAge,
    webConcurrency,
    pageCache,
    idleGcMs,
  };
}

/**
 * Reads `.env` from the working directory into `process.env`, as the README's commands expect (they run from
 * the repository root). Variables already set in the environment win over the file; no file is fine.
 * Returns whether a file was read.
 */
export function loadEnvFile(path = '.env'): boolean {
  try {
    process.loadEnvFile(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
