import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from '../src/config';
import { repoRoot } from '../src/paths';

describe('loadConfig', () => {
  it('when nothing is set, then it uses port 3000, PGlite under <repo>/.data and a localhost public URL', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: join(repoRoot, '.data'),
      databaseUrl: undefined,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      recaptcha: undefined,
      validateResponses: false,
      mail: {
        from: `"Marlow's Foodservice" <no-reply@marlows.example>`,
        staff: {
          contact: 'contact@marlows.example',
          samples: 'samples@marlows.example',
          events: 'events@marlows.example',
          inquiries: 'inquiries@marlows.example',
        },
      },
      altchaHmacKey: undefined,
      rateLimits: { forms: 20, email: 10, lookup: 120 },
      sendFilesDailyCap: 20,
      trustProxy: ['loopback'],
      hstsMaxAge: 0,
      webConcurrency: 1,
      pageCache: { maxMb: 64, sMaxAge: 60, staleWhileRevalidate: 600 },
      idleGcMs: 2000,
    });
  });

  it('when every variable is set, then each one is read', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/larder',
      DATABASE_URL: 'postgres://app@db:5432/larder',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://www.marlows.test/',
      SMTP_URL: 'smtp://mail:25',
      RECAPTCHA_SITEKEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      VALIDATE_RESPONSES: 'true',
      MAIL_FROM: 'Kitchen <kitchen@marlows.test>',
      MAIL_TO_CONTACT: 'hello@marlows.test',
      MAIL_TO_SAMPLES: 'samples@marlows.test',
      MAIL_TO_EVENTS: 'events@marlows.test',
      MAIL_TO_INQUIRIES: 'sales@marlows.test',
      ALTCHA_HMAC_KEY: 'a-long-random-key',
      FORMS_RATE_LIMIT: '5',
      EMAIL_RATE_LIMIT: '6',
      LOOKUP_RATE_LIMIT: '7',
      SEND_FILES_DAILY_CAP: '8',
      TRUST_PROXY: '10.0.0.0/8, 192.0.2.10, loopback',
      HSTS_MAX_AGE: '31536000',
      WEB_CONCURRENCY: '4',
      PAGE_CACHE_MB: '32',
      PAGE_S_MAXAGE: '30',
      PAGE_STALE_WHILE_REVALIDATE: '120',
      IDLE_GC_MS: '0',
    });
    expect(config).toEqual({
      port: 8080,
      dataDir: '/var/lib/larder',
      databaseUrl: 'postgres://app@db:5432/larder',
      logLevel: 'warn',
      publicUrl: 'https://www.marlows.test',
      smtpUrl: 'smtp://mail:25',
      recaptcha: { sitekey: 'site', secret: 'secret' },
      validateResponses: true,
      mail: {
        from: 'Kitchen <kitchen@marlows.test>',
        staff: {
          contact: 'hello@marlows.test',
          samples: 'samples@marlows.test',
          events: 'events@marlows.test',
          inquiries: 'sales@marlows.test',
        },
      },
      altchaHmacKey: 'a-long-random-key',
      rateLimits: { forms: 5, email: 6, lookup: 7 },
      sendFilesDailyCap: 8,
      trustProxy: ['10.0.0.0/8', '192.0.2.10', 'loopback'],
      hstsMaxAge: 31_536_000,
      webConcurrency: 4,
      pageCache: { maxMb: 32, sMaxAge: 30, staleWhileRevalidate: 120 },
      idleGcMs: 0,
    });
  });

  it('when TRUST_PROXY is a number, then it is a hop count (0 believes no X-Forwarded-For)', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
  });

  it.each([['everyone'], ['10.0.0.0/33'], ['300.1.1.1'], ['*']])(
    'when TRUST_PROXY is %j, then it is refused naming what cannot be read',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`cannot read '${value}'`);
    },
  );

  it("when WEB_CONCURRENCY is 'auto', then it is the number of cores; above 1 it needs PostgreSQL", () => {
    const url = 'postgres://app@db/larder';
    expect(loadConfig({ WEB_CONCURRENCY: 'auto', DATABASE_URL: url }).webConcurrency).toBe(
      availableParallelism(),
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (PGlite) serves one process',
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: url })).toThrow(
      "WEB_CONCURRENCY must be a positive whole number or 'auto', got '0'",
    );
  });

  it('when HSTS_MAX_AGE is not a number of seconds, then it is refused', () => {
    expect(() => loadConfig({ HSTS_MAX_AGE: '1y' })).toThrow(
      "HSTS_MAX_AGE must be a whole number of seconds, got '1y'",
    );
  });

  it('when PORT is set, then the default public URL uses it', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('when several values are invalid, then one error lists every problem', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        PUBLIC_URL: 'ftp://x',
        RECAPTCHA_SITEKEY: 'only-one',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems).toHaveLength(5);
      expect(message).toContain("PORT must be a whole number from 0 to 65535, got 'eighty'");
      expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
      expect(message).toContain(
        "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
      );
      expect(message).toContain("PUBLIC_URL must be an http(s) URL, got 'ftp://x'");
      expect(message).toContain('RECAPTCHA_SITEKEY and RECAPTCHA_SECRET must be set together');
    }
  });

  it('when a port is out of range, then it is refused', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a whole number/);
  });

  it.each([
    ['FORMS_RATE_LIMIT', '0'],
    ['EMAIL_RATE_LIMIT', 'ten'],
    ['LOOKUP_RATE_LIMIT', '1.5'],
    ['SEND_FILES_DAILY_CAP', '-1'],
  ])('when %s is %j, then it is refused naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      `${name} must be a positive whole number, got '${value}'`,
    );
  });

  it('when IDLE_GC_MS is not a whole number, then it is refused naming the variable', () => {
    expect(() => loadConfig({ IDLE_GC_MS: '2s' })).toThrow("IDLE_GC_MS must be a whole number, got '2s'");
  });
});

describe('the documented configuration', () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');

  it("lists in README.md's configuration table exactly the variables the server reads, in its order", () => {
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Databases'));
    const documented = [...table.matchAll(/^\| ((?:`[A-Z_]+`(?:, )?)+) +\|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([A-Z_]+)`/g)].map((name) => name[1]),
    );
    expect(documented).toEqual([...ENV_VARIABLES]);
  });

  it('when .env.example is copied to .env, then every variable in it is one the server reads and the configuration is the default', () => {
    const values = parseEnv(example);
    expect(Object.keys(values).every((name) => (ENV_VARIABLES as readonly string[]).includes(name))).toBe(
      true,
    );
    // Commented out or set, every variable appears in the example.
    for (const name of ENV_VARIABLES) expect(example, name).toMatch(new RegExp(`^(# )?${name}=`, 'm'));
    // DATA_DIR=.data is relative to the directory the server starts in: the repository root.
    expect(loadConfig({ ...values, DATA_DIR: join(repoRoot, values.DATA_DIR ?? '') })).toEqual(
      loadConfig({}),
    );
  });
});
