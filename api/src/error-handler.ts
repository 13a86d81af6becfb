import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from 'pino';
import { isConnectionError } from './db/db';
import { AppError } from './errors';

const CONTRACT_STATUSES = new Set([400, 404, 409, 422, 429, 503]);

interface ValidatorError {
  status: number;
  errors?: { path?: string; message?: string }[];
  message?: string;
}

function isValidatorError(error: unknown): error is ValidatorError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ValidatorError).status === 'number' &&
    Array.isArray((error as ValidatorError).errors)
  );
}

/**
 * '/query/limit' → 'limit'; '/headers/idempotency-key' → 'Idempotency-Key' (the validator lower-cases header
 * names); '/body/products/0/id' → 'products[0].id', the path style of the yup schemas' 422 errors.
 */
function paramName(path: string | undefined): string {
  if (path === undefined || path === '') return 'request';
  const parts = path.split(/[./]/).filter((part) => part !== '');
  const [location, ...rest] = parts;
  if (location === 'headers' && rest[0] !== undefined) {
    return rest[0].replace(
      /(^|-)([a-z])/g,
      (_match, dash: string, letter: string) => dash + letter.toUpperCase(),
    );
  }
  if (location !== undefined && ['query', 'params', 'path'].includes(location) && rest[0] !== undefined) {
    // '/query/dishes/0' (an item of a comma list) is still the parameter 'dishes'.
    return rest[0];
  }
  if (location === 'body' && rest.length > 0) {
    return rest
      .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
      .join('');
  }
  return parts.join('.') || 'request';
}

function valueAt(req: Request, path: string | undefined): unknown {
  const parts = (path ?? '').split(/[./]/).filter((part) => part !== '');
  let value: unknown = { query: req.query, body: req.body as unknown, params: req.params };
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Maps every error to `{ errors: [{ param, value, msg }] }`; stacks and SQL never reach the response. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (isConnectionError(error)) {
      appError = AppError.unavailable(error);
    } else if (isValidatorError(error) && error.status === 404) {
      appError = AppError.notFound('path', req.path, 'Not found');
    } else if (isValidatorError(error) && error.status === 405) {
      appError = new AppError(405, [{ param: 'method', value: req.method, msg: 'Method not allowed' }]);
    } else if (isValidatorError(error) && error.status < 500) {
      const status = error.status;
      const errors = (error.errors ?? []).map((item) => {
        const param = paramName(item.path);
        const entry: { param: string; value?: unknown; msg: string } = {
          param,
          msg: item.message ?? 'Invalid',
        };
        const value = valueAt(req, item.path);
        if (value !== undefined) entry.value = value;
        if (/^Unknown query parameter/i.test(entry.msg)) entry.value = req.query[param];
        return entry;
      });
      appError = new AppError(
        status,
        errors.length > 0 ? errors : [{ param: 'path', value: req.path, msg: error.message ?? 'Invalid' }],
      );
    } else if ((error as { type?: string }).type === 'entity.parse.failed') {
      appError = AppError.badRequest('body', undefined, 'Malformed JSON body');
    } else if ((error as { type?: string }).type === 'entity.too.large') {
      appError = new AppError(413, [{ param: 'body', msg: 'Request body too large' }]);
    } else {
      log.error({ err: error, url: req.originalUrl }, 'unhandled error');
      const detail = isValidatorError(error)
        ? (error.errors ?? []).map((item) => item.message).join('; ')
        : '';
      // Response-contract violations (tests run with validateResponses) name the failing field; nothing else does.
      appError = new AppError(500, [{ param: 'server', msg: detail || 'Internal server error' }]);
    }
    if (appError.status === 503)
      log.warn({ err: appError.cause, url: req.originalUrl }, 'database unavailable');
    if (appError.retryAfterSeconds !== undefined) res.set('Retry-After', String(appError.retryAfterSeconds));
    res.status(appError.status);
    // Statuses the contract describes go through res.json (checked in tests); others are sent as plain JSON.
    if (CONTRACT_STATUSES.has(appError.status)) res.json({ errors: appError.errors });
    else res.type('application/json').send(JSON.stringify({ errors: appError.errors }));
  };
}
