import { isAbsolute, join, resolve } from 'node:path';
import { repoRoot } from './paths';

/** Environment of the API, read and validated once at start-up. */
export interface Config {
  port: number;
  /** Root of local state: the PGlite data directory, the image cache, mail files. */
  dataDir: string;
  /** A real PostgreSQL server; PGlite in `dataDir/pglite` when absent. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** Origin the site is served from, used for canonical links. No trailing slash. */
  publicUrl: string;
  smtpUrl: string | undefined;
  recaptcha: { sitekey: string; secret: string } | undefined;
  /** Check every response against openapi.yaml (on in tests, off in production). */
  validateResponses: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function optional(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads the configuration from `env` (normally `process.env`). Collects every problem and throws one
 * `ConfigError` listing them all, so a misconfigured deployment fails at start with a readable message.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const portText = optional(env, 'PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535, got '${portText}'`);
  }

  const dataDirText = optional(env, 'DATA_DIR');
  const dataDir =
    dataDirText === undefined
      ? join(repoRoot, '.data')
      : isAbsolute(dataDirText)
        ? dataDirText
        : resolve(dataDirText);

  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const logLevelText = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelText)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevelText}'`);
  }

  const publicUrlText = optional(env, 'PUBLIC_URL') ?? `http://localhost:${portText}`;
  if (!isUrl(publicUrlText, ['http:', 'https:'])) {
    problems.push(`PUBLIC_URL must be an http(s) URL, got '${publicUrlText}'`);
  }

  const smtpUrl = optional(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !isUrl(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }

  const sitekey = optional(env, 'RECAPTCHA_SITEKEY');
  const secret = optional(env, 'RECAPTCHA_SECRET');
  if ((sitekey === undefined) !== (secret === undefined)) {
    problems.push('RECAPTCHA_SITEKEY and RECAPTCHA_SECRET must be set together (or neither, for ALTCHA)');
  }

  const validateText = optional(env, 'VALIDATE_RESPONSES') ?? 'false';
  if (!['true', 'false', '1', '0'].includes(validateText)) {
    problems.push(`VALIDATE_RESPONSES must be true or false, got '${validateText}'`);
  }

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
  };
}
