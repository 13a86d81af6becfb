import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from 'pino';
import { isConnectionError } from './db/db';
import { AppError } from './errors';
import { openapiPath } from './paths';
import { createValidationErrors, type ValidatorItem } from './validation-errors';

const CONTRACT_STATUSES = new Set([400, 404, 409, 413, 415, 422, 429, 503]);

/** How much of a refused value an error echoes: enough to find it, never a deep or huge structure. */
const ECHO_DEPTH = 3;
const ECHO_ITEMS = 20;
const ECHO_STRING = 500;

/**
 * A bounded copy of a value for an error body: strings cut at 500 characters, arrays and objects at 20 entries and
 * 3 levels. A request may nest JSON thousands of levels deep; echoing it whole would overflow the stack.
 */
export function echo(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > ECHO_STRING ? `${value.slice(0, ECHO_STRING)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= ECHO_DEPTH) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) return value.slice(0, ECHO_ITEMS).map((item) => echo(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, ECHO_ITEMS)
      .map(([key, item]) => [key, echo(item, depth + 1)]),
  );
}

/** Body-parser's refusals (http-errors with a `type`), as the field at fault and a message without internals. */
const BODY_ERRORS: Record<string, { status: number; param: string; msg: string }> = {
  'entity.parse.failed': { status: 400, param: 'body', msg: 'Malformed JSON body' },
  'entity.too.large': { status: 413, param: 'body', msg: 'Request body too large' },
  'entity.verify.failed': { status: 400, param: 'body', msg: 'Malformed JSON body' },
  'request.size.invalid': {
    status: 400,
    param: 'body',
    msg: 'Request body does not match its Content-Length',
  },
  'request.aborted': { status: 400, param: 'body', msg: 'Request aborted' },
  'charset.unsupported': { status: 415, param: 'Content-Type', msg: 'JSON bodies must be UTF-8' },
  'encoding.unsupported': {
    status: 415,
    param: 'Content-Encoding',
    msg: 'Unsupported Content-Encoding (use gzip, deflate, br or none)',
  },
};

/** A client error raised by Express's own parts (body-parser, zlib inside it): `status` 4xx, `expose` true. */
function clientError(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true ? status : undefined;
}

interface ValidatorError {
  status: number;
  errors?: ValidatorItem[];
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

type ValidationErrors = ReturnType<typeof createValidationErrors>;

/** The AppError an error answers as; logs what the operator must see. */
function toAppError(error: unknown, req: Request, log: Logger, validationErrors: ValidationErrors): AppError {
  const bodyError = BODY_ERRORS[(error as { type?: string } | null)?.type ?? ''];
  if (error instanceof AppError) return error;
  if (isConnectionError(error)) return AppError.unavailable(error);
  if (isValidatorError(error) && error.status === 404)
    return AppError.notFound('path', req.path, 'Not found');
  if (isValidatorError(error) && error.status === 405) {
    return new AppError(405, [{ param: 'method', value: req.method, msg: 'Method not allowed' }]);
  }
  if (isValidatorError(error) && error.status === 415) {
    return new AppError(415, [
      { param: 'Content-Type', value: req.get('content-type') ?? '', msg: 'Send application/json' },
    ]);
  }
  if (isValidatorError(error) && error.status < 500) {
    const route = (req as { openapi?: { openApiRoute?: string } }).openapi?.openApiRoute;
    const errors = validationErrors(
      { method: req.method, route, valueAt: (path) => valueAt(req, path) },
      error.errors ?? [],
    );
    for (const entry of errors) {
      if (/^Unknown query parameter/i.test(entry.msg)) entry.value = req.query[entry.param];
    }
    return new AppError(
      error.status,
      errors.length > 0 ? errors : [{ param: 'path', value: req.path, msg: 'This request is not valid' }],
    );
  }
  if (bodyError !== undefined) {
    const { status, param, msg } = bodyError;
    return new AppError(status, [{ param, msg }]);
  }
  if (error instanceof URIError) {
    // The router could not percent-decode a path parameter (`/files/products/%ED%A0%80.pdf`).
    return AppError.badRequest('path', req.path, 'Malformed percent-encoding in the path');
  }
  const status = clientError(error);
  if (status !== undefined) {
    // zlib refusing a body that claims gzip, deflate or br but is not.
    return new AppError(status, [
      { param: 'body', msg: 'The body could not be read as sent (Content-Encoding?)' },
    ]);
  }
  log.error({ err: error, url: req.originalUrl }, 'unhandled error');
  const detail = isValidatorError(error) ? (error.errors ?? []).map((item) => item.message).join('; ') : '';
  // Response-contract violations (tests run with validateResponses) name the failing field; nothing else does.
  return new AppError(500, [{ param: 'server', msg: detail || 'Internal server error' }]);
}

/** Maps every error to `{ errors: [{ param, value, msg }] }`; stacks and SQL never reach the response. */
export function errorHandler(log: Logger, apiSpec: string = openapiPath()): ErrorRequestHandler {
  const validationErrors = createValidationErrors(apiSpec, paramName);
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const appError = toAppError(error, req, log, validationErrors);
    // A refusal or a failure is about this request: no cache keeps it (API GETs are cacheable otherwise).
    res.set('Cache-Control', 'no-store');
    if (appError.status === 503)
      log.warn({ err: appError.cause, url: req.originalUrl }, 'database unavailable');
    if (appError.retryAfterSeconds !== undefined) res.set('Retry-After', String(appError.retryAfterSeconds));
    res.status(appError.status);
    const errors = appError.errors.map((item) =>
      'value' in item ? { ...item, value: echo(item.value) } : item,
    );
    // Statuses the contract describes go through res.json (checked in tests); others are sent as plain JSON.
    if (CONTRACT_STATUSES.has(appError.status)) res.json({ errors });
    else res.type('application/json').send(JSON.stringify({ errors }));
  };
}
