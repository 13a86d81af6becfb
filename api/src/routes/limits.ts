import { createHmac } from 'node:crypto';
import type { RequestHandler } from 'express';
import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { hitRateLimit, resetRateLimit, unhitRateLimit } from '../db/queries/shared';
import { RATE_LIMIT_MESSAGE } from '../errors';
import type { Secrets } from '../services/secrets';

const MINUTE = 60_000;

/**
 * express-rate-limit's counters in the database, so every process of a deployment counts one client once (N
 * processes give an address one quota, not N). The client address is stored as a keyed hash, never as such.
 */
class DatabaseStore implements Store {
  readonly localKeys = false;
  private windowMs = MINUTE;

  constructor(
    private readonly db: Queryable,
    readonly prefix: string,
    private readonly secrets: Secrets,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private async key(client: string): Promise<string> {
    const secret = await this.secrets.get('client-address');
    return `${this.prefix}:${createHmac('sha256', secret).update(client).digest('base64url').slice(0, 32)}`;
  }

  async increment(client: string): Promise<ClientRateLimitInfo> {
    const { hits, resetAt } = await hitRateLimit(this.db, await this.key(client), this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }

  async decrement(client: string): Promise<void> {
    await unhitRateLimit(this.db, await this.key(client));
  }

  async resetKey(client: string): Promise<void> {
    await resetRateLimit(this.db, await this.key(client));
  }
}

function limiter(store: Store, windowMs: number, limit: number): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    store,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // TRUST_PROXY is a deliberate setting (config.ts); these checks would print plain-text warnings otherwise.
    validate: { trustProxy: false, xForwardedForHeader: false },
    // The 429 is JSON like every other error (Retry-After is set by the limiter before this runs).
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({ errors: [{ param: 'rate', msg: RATE_LIMIT_MESSAGE }] });
    },
  });
}

export interface RateLimits {
  /** Form posts (contact, samples, event, inquiries). */
  forms: RequestHandler;
  /** "Email it" (send-files). */
  email: RequestHandler;
  /** ZIP lookups, the captcha site key and challenges. */
  lookup: RequestHandler;
}

/**
 * The per-IP limits of the write side, one counter per group shared by its endpoints, kept in the database. The
 * client address is `req.ip`, which `TRUST_PROXY` decides.
 */
export function createRateLimits(limits: Config['rateLimits'], db: Queryable, secrets: Secrets): RateLimits {
  return {
    forms: limiter(new DatabaseStore(db, 'forms', secrets), 15 * MINUTE, limits.forms),
    email: limiter(new DatabaseStore(db, 'email', secrets), 15 * MINUTE, limits.email),
    lookup: limiter(new DatabaseStore(db, 'lookup', secrets), MINUTE, limits.lookup),
  };
}
