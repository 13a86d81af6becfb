import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

/**
 * The server's log: one JSON line per event on stdout, nothing personal in it (docs/security.md).
 *
 * - Every line written while a request is being answered carries that request's id (`reqId`, also sent back as
 *   `X-Request-Id`), through an AsyncLocalStorage context, so an error deep in a service is tied to its request.
 * - A request is logged once, when it ends: method, path (never the query string, whose values are what visitors
 *   typed), status, duration and the client address truncated to its network (/24, /48).
 * - Errors are logged by type, code, a scrubbed message and their stack frames. A database error's own fields
 *   (`detail`, `where`, `parameters`…) quote the row that failed, so they are never logged; quoted text, email
 *   addresses and phone-like digit runs are masked in messages.
 */

export interface RequestContext {
  id: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.id;
}

const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
const QUOTED = /"[^"]*"|'[^']*'|`[^`]*`/g;
// Seven or more digits, possibly split by spaces, dots, dashes or brackets: phones, card and account numbers.
const DIGIT_RUN = /\+?\d(?:[\s().-]*\d){6,}/g;

/** A message with everything that may be a visitor's data masked. */
export function scrub(text: string): string {
  return text.replace(QUOTED, '"…"').replace(EMAIL, '<email>').replace(DIGIT_RUN, '<digits>').slice(0, 500);
}

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

/** The log form of an error: type, code, scrubbed message and stack frames; no other property of it. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)) };
  const logged: LoggedError = { type: error.name, message: scrub(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  // The first line of a stack repeats the message unscrubbed; keep the frames only.
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  if (frames) logged.stack = frames;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/**
 * The server's logger: pino at `level`, errors serialised by `serializeError`, the current request id on every
 * line. `destination` defaults to stdout (tests pass a stream to read the lines).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    serializers: { err: serializeError },
    mixin: () => {
      const id = currentRequestId();
      return id === undefined ? {} : { reqId: id };
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}

/**
 * A client address reduced to its network: the last octet of IPv4 zeroed (203.0.113.7 → 203.0.113.0), IPv6 cut
 * to its /48. Enough to see that requests come from one place, not to name a subscriber.
 */
export function truncateIp(ip: string | undefined): string | undefined {
  if (ip === undefined || ip === '') return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIP(address) === 4) return address.replace(/\.\d+$/, '.0');
  if (isIP(address) === 6) {
    const [head = '', tail] = address.split('::');
    const groups = head.split(':').filter((group) => group !== '');
    const tailGroups = tail === undefined ? [] : tail.split(':').filter((group) => group !== '');
    const missing = 8 - groups.length - tailGroups.length;
    const full = [...groups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
    return `${full.slice(0, 3).join(':')}::`;
  }
  return undefined;
}

/** A request id from the client is kept when it is a plain token (a proxy's id); otherwise a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w-]{1,100}$/.test(header) ? header : randomUUID();
}

/**
 * Gives the request an id (`X-Request-Id`), runs the rest of the chain in its logging context and writes one line
 * when the response ends: `request` (4xx as warn, 5xx as error) or `request aborted` (info: the client left, the
 * server did nothing wrong). An answered request logs its path without the query; a refused one only the pattern
 * of the route that matched, if any.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (currentRequestId() !== undefined) {
      next();
      return;
    }
    const id = requestIdOf(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', id);
    const started = performance.now();
    const context: RequestContext = { id };
    let done = false;
    const finish = (aborted: boolean) => {
      if (done) return;
      done = true;
      requestContext.run(context, () => {
        const route = (req as { route?: { path?: unknown } }).route?.path;
        const line = {
          method: req.method,
          // A served path names a product, recipe or file; a refused one may be anything a visitor typed.
          ...(res.statusCode < 400
            ? { path: req.originalUrl.split('?')[0] }
            : typeof route === 'string'
              ? { route }
              : {}),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          ip: truncateIp(req.ip),
        };
        if (aborted) logger.info(line, 'request aborted');
        else if (res.statusCode >= 500) logger.error(line, 'request');
        else if (res.statusCode >= 400) logger.warn(line, 'request');
        else logger.info(line, 'request');
      });
    };
    res.once('finish', () => finish(false));
    res.once('close', () => finish(!res.writableFinished));
    requestContext.run(context, next);
  };
}
