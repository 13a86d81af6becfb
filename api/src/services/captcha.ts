import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Config } from '../config';
import type { Secrets } from './secrets';

/** What `GET /api/sitekey` answers. */
export interface SiteKey {
  provider: 'altcha' | 'recaptcha';
  sitekey: string | null;
  challengeUrl: string | null;
}

/** An ALTCHA (v1) challenge as the widget fetches it from `challengeurl`. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * A verified token: `key` identifies it for the single-use check (the challenge signature, or a hash of a
 * reCAPTCHA token) and `expiresAt` is how long that record must be kept.
 */
export type CaptchaResult = { ok: true; key: string; expiresAt: Date } | { ok: false; reason: string };

/**
 * The captcha behind the forms. Verification is stateless; storing the submission spends the token
 * (`consumeCaptcha` in `db/queries/submissions.ts`), which makes it single-use.
 */
export interface Captcha {
  readonly siteKey: SiteKey;
  /** A fresh ALTCHA challenge; undefined for providers without one (reCAPTCHA). */
  challenge?(): Promise<AltchaChallenge>;
  verify(token: string, ip: string | undefined): Promise<CaptchaResult>;
}

/** A captcha that issues challenges: the self-hosted ALTCHA proof of work. */
export type ProofOfWork = Captcha & { challenge(): Promise<AltchaChallenge> };

export const CHALLENGE_URL = '/api/captcha/challenge';
const ALGORITHM = 'SHA-256';
/** Upper bound of the ALTCHA proof-of-work number (the widget tries about half of it on average). */
export const ALTCHA_MAX_NUMBER = 100_000;
/** How long an ALTCHA challenge stays valid. */
export const ALTCHA_TTL_MS = 10 * 60_000;

export interface AltchaOptions {
  /** The key, or where to get it (the one every process shares, from the database). */
  hmacKey: string | (() => Promise<string>);
  maxNumber: number;
  ttlMs: number;
  now: () => Date;
}

interface AltchaPayload {
  algorithm: unknown;
  challenge: unknown;
  number: unknown;
  salt: unknown;
  signature: unknown;
}

function decodePayload(token: string): AltchaPayload | undefined {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    return decoded !== null && typeof decoded === 'object' ? (decoded as AltchaPayload) : undefined;
  } catch {
    return undefined;
  }
}

/** Self-hosted proof of work: altcha-lib v1 challenges (the shape the altcha 3 widget accepts as `challengeurl`). */
export function createAltcha({ hmacKey, maxNumber, ttlMs, now }: AltchaOptions): ProofOfWork {
  const key = typeof hmacKey === 'string' ? async () => hmacKey : hmacKey;
  return {
    siteKey: { provider: 'altcha', sitekey: null, challengeUrl: CHALLENGE_URL },
    async challenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        hmacKey: await key(),
        maxnumber: maxNumber,
        expires: new Date(now().getTime() + ttlMs),
      });
      return { ...challenge, maxnumber: challenge.maxnumber ?? maxNumber };
    },
    async verify(token) {
      const payload = decodePayload(token);
      if (
        payload === undefined ||
        payload.algorithm !== ALGORITHM ||
        typeof payload.challenge !== 'string' ||
        typeof payload.salt !== 'string' ||
        typeof payload.signature !== 'string' ||
        typeof payload.number !== 'number' ||
        !Number.isInteger(payload.number) ||
        payload.number < 0 ||
        payload.number > maxNumber
      ) {
        return { ok: false, reason: 'malformed' };
      }
      // Expiry is checked here against the injected clock (altcha-lib would use Date.now()); a challenge without
      // an expiry was not issued by us.
      const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires'));
      if (!Number.isInteger(expires) || expires <= 0) return { ok: false, reason: 'no expiry' };
      const expiresAt = new Date(expires * 1000);
      if (expiresAt.getTime() < now().getTime()) return { ok: false, reason: 'expired' };
      const valid = await verifySolution(
        {
          algorithm: ALGORITHM,
          challenge: payload.challenge,
          number: payload.number,
          salt: payload.salt,
          signature: payload.signature,
        },
        await key(),
        false,
      );
      if (!valid) return { ok: false, reason: 'invalid signature or solution' };
      return { ok: true, key: `altcha:${payload.signature}`, expiresAt };
    },
  };
}

export interface RecaptchaOptions {
  sitekey: string;
  secret: string;
  fetch?: typeof fetch;
  now: () => Date;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** The siteverify request for a token (exported so tests can check it without the network). */
export function recaptchaRequest(
  secret: string,
  token: string,
  ip: string | undefined,
): [string, RequestInit] {
  const body = new URLSearchParams({ secret, response: token });
  if (ip !== undefined) body.set('remoteip', ip);
  return [
    RECAPTCHA_VERIFY_URL,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(10_000),
    },
  ];
}

/** reCAPTCHA v2, verified with Google's siteverify endpoint. */
export function createRecaptcha({
  sitekey,
  secret,
  fetch: fetchImpl = fetch,
  now,
}: RecaptchaOptions): Captcha {
  return {
    siteKey: { provider: 'recaptcha', sitekey, challengeUrl: null },
    async verify(token, ip) {
      let answer: { success?: unknown; 'error-codes'?: unknown };
      try {
        const response = await fetchImpl(...recaptchaRequest(secret, token, ip));
        if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` };
        answer = (await response.json()) as typeof answer;
      } catch (error) {
        return { ok: false, reason: `siteverify failed: ${(error as Error).message}` };
      }
      if (answer.success !== true)
        return { ok: false, reason: `rejected: ${JSON.stringify(answer['error-codes'])}` };
      // Google already refuses a second use; the hash makes our own single-use check uniform. Tokens live 2 min.
      const key = `recaptcha:${createHash('sha256').update(token).digest('hex')}`;
      return { ok: true, key, expiresAt: new Date(now().getTime() + 10 * 60_000) };
    },
  };
}

/**
 * The self-hosted ALTCHA proof of work, keyed by `ALTCHA_HMAC_KEY` or else by the key generated once in the
 * database (so a challenge issued by any process of a deployment verifies on any other). "Email it" always takes it;
 * the forms take it unless reCAPTCHA is configured.
 */
export function createProofOfWork(
  config: Pick<Config, 'altchaHmacKey'>,
  { now, secrets }: { now: () => Date; secrets: Secrets },
): ProofOfWork {
  return createAltcha({
    hmacKey: config.altchaHmacKey ?? (() => secrets.get('altcha-hmac')),
    maxNumber: ALTCHA_MAX_NUMBER,
    ttlMs: ALTCHA_TTL_MS,
    now,
  });
}

/** The forms' captcha: reCAPTCHA v2 when its keys are set, else `proofOfWork` (ALTCHA). */
export function createCaptcha(
  config: Pick<Config, 'recaptcha'>,
  { now, fetch: fetchImpl, proofOfWork }: { now: () => Date; fetch?: typeof fetch; proofOfWork: Captcha },
): Captcha {
  if (config.recaptcha !== undefined) {
    return createRecaptcha({ ...config.recaptcha, now, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  }
  return proofOfWork;
}
