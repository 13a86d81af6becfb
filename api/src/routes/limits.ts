import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config';
import { RATE_LIMIT_MESSAGE } from '../errors';

const MINUTE = 60_000;

function limiter(windowMs: number, limit: number): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
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
 * The per-IP limits of the write side, one counter per group shared by its endpoints. Counters are in memory
 * (one process); several processes would need a shared store.
 */
export function createRateLimits(limits: Config['rateLimits']): RateLimits {
  return {
    forms: limiter(15 * MINUTE, limits.forms),
    email: limiter(15 * MINUTE, limits.email),
    lookup: limiter(MINUTE, limits.lookup),
  };
}
