import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
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
    });
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
});
