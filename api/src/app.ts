import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import helmet from 'helmet';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import { isConnectionError, type Db } from './db/db';
import { AppError } from './errors';
import { contentDir, openapiPath } from './paths';
import { contentRouter } from './routes/content';
import { healthRouter } from './routes/health';
import { imagesRouter } from './routes/images';
import { insightFilesRouter } from './routes/insight-files';
import { plusOnesRouter } from './routes/plus-ones';
import { productsRouter } from './routes/products';
import { recipesRouter } from './routes/recipes';
import { createImageStore } from './services/images';
import { createFormsRouter, createPdfService, type FormsRouterOptions } from './forms';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to a pino logger at `config.logLevel`. */
  logger?: Logger;
  /** Image root; defaults to `api/content/images`. */
  imagesDir?: string;
  /** The contract; defaults to the root `openapi.yaml`. */
  apiSpec?: string;
  /** The outbox worker, woken right after a submission commits (server.ts passes it). */
  mailer?: { wake(): void };
  /** Overrides of the forms router's defaults (tests: a clock, lower limits, a fake ZIP service). */
  forms?: Partial<FormsRouterOptions>;
}

/** Everything this app answers; other paths fall through to whatever the host app mounts after it. */
const OWN_PATHS = ['/api', '/img', '/files'];

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

function valueAt(req: express.Request, path: string | undefined): unknown {
  const parts = (path ?? '').split(/[./]/).filter((part) => part !== '');
  let value: unknown = { query: req.query, body: req.body as unknown, params: req.params };
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The API as an Express app: `/api/*` (checked against openapi.yaml) and `/img/*`. It does not listen; mount it
 * at the root of a host app (`site.use(createApp(…))`) or run it alone (`server.ts`). Requests outside its paths
 * pass through untouched, so the host keeps its own headers, CSP and error pages.
 */
export function createApp({ config, db, logger, imagesDir, apiSpec, mailer, forms }: AppOptions): Express {
  const log = logger ?? pino({ level: config.logLevel });
  const pdf = createPdfService({ config, db });
  const app = express();
  app.disable('x-powered-by');

  app.use(
    OWN_PATHS,
    // The site sends its own nonce-based CSP for pages; API answers are JSON and images.
    helmet({ contentSecurityPolicy: false }) as RequestHandler,
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Headers carry cookies and would make every line ~1 KB; keep method, url, status and timing.
      redact: { paths: ['req.headers', 'res.headers', 'req.remoteAddress', 'req.remotePort'], remove: true },
      customLogLevel: (_req, res, error) =>
        error !== undefined || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use('/api', express.json({ limit: '100kb' }));
  app.use(
    '/api',
    OpenApiValidator.middleware({
      apiSpec: apiSpec ?? openapiPath(),
      validateApiSpec: false,
      // Query and path parameters are always coerced ('2' → 2); `coerceTypes` would coerce bodies too, and a form
      // field must be the string the contract says, not a number turned into one.
      validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false },
      validateResponses: config.validateResponses ? { removeAdditional: false } : false,
      // The validator sees the full path; only /api is described by the contract.
      ignorePaths: (path: string) => !path.startsWith('/api/'),
    }),
  );

  const api = express.Router();
  api.use(healthRouter(db));
  api.use(productsRouter(db));
  api.use(recipesRouter(db));
  api.use(plusOnesRouter(db));
  api.use(contentRouter(db, config.publicUrl));
  api.use(createFormsRouter({ config, db, logger: log, pdf, ...(mailer ? { mailer } : {}), ...forms }));
  api.use((req) => {
    throw AppError.notFound('path', req.originalUrl.split('?')[0], 'Not found');
  });
  app.use('/api', api);

  const images = createImageStore({
    root: imagesDir ?? join(contentDir(), 'images'),
    cacheDir: join(config.dataDir, 'img-cache'),
  });
  app.use('/img', imagesRouter(images));
  app.use(insightFilesRouter({ publicUrl: config.publicUrl }));
  app.use(pdf.router);

  app.use(errorHandler(log));
  return app;
}

/** Maps every error to `{ errors: [{ param, value, msg }] }`; stacks and SQL never reach the response. */
function errorHandler(log: Logger): ErrorRequestHandler {
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
