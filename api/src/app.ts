import { join } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/db';
import { errorHandler } from './error-handler';
import { AppError } from './errors';
import { createLogger, requestLogger } from './logging';
import { contentDir, openapiPath } from './paths';
import { captchaRouter } from './routes/captcha';
import { contentRouter } from './routes/content';
import { DISCOVERY_PATHS, discoveryRouter } from './routes/discovery';
import { filesRouter } from './routes/files';
import { formsRouter } from './routes/forms';
import { bodyDepthGuard, queryTextGuard } from './routes/guards';
import { healthRouter } from './routes/health';
import { imagesRouter } from './routes/images';
import { createRateLimits } from './routes/limits';
import { plusOnesRouter } from './routes/plus-ones';
import { productsRouter } from './routes/products';
import { recipesRouter } from './routes/recipes';
import { qrCodesRouter } from './routes/qr-codes';
import { shareCardsRouter } from './routes/share-cards';
import { zipRouter } from './routes/zip';
import { createCaptcha, createProofOfWork, type Captcha, type ProofOfWork } from './services/captcha';
import { createCatalogueFiles } from './services/catalogue-files';
import { createFormsService } from './services/forms';
import { createImageStore } from './services/images';
import { createInsightFiles } from './services/insight-files';
import { createSecrets } from './services/secrets';
import { createSendFiles } from './services/send-files';
import { createQrCodes } from './services/qr-codes';
import { createShareCards } from './services/share-cards';
import { createSubmissions } from './services/submissions';
import { offlineZipLookup, type ZipLookup } from './services/zip';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to `createLogger(config.logLevel)` (JSON lines on stdout, nothing personal). */
  logger?: Logger;
  /** Image root; defaults to `api/content/images`. */
  imagesDir?: string;
  /** The contract; defaults to the root `openapi.yaml`. */
  apiSpec?: string;
  /** The outbox worker, woken right after a submission commits (server.ts passes it). */
  mailer?: { wake(): void };
  /** Clock of captcha expiry and the daily "email it" quota (tests step it forward). */
  now?: () => Date;
  /** The forms' captcha; default the one `config` names (ALTCHA, or reCAPTCHA with its keys). */
  captcha?: Captcha;
  /**
   * The ALTCHA proof of work of "email it" and of `GET /api/captcha/challenge`; default the configured ALTCHA (and,
   * when the forms' `captcha` is an ALTCHA given here, that one).
   */
  proofOfWork?: ProofOfWork;
  /** ZIP lookup; default the offline `zipcodes` database. */
  zipLookup?: ZipLookup;
  /** fetch of the reCAPTCHA siteverify call. */
  fetch?: typeof fetch;
}

/** Everything this app answers; other paths fall through to whatever the host app mounts after it. */
const OWN_PATHS = ['/api', '/img', '/files', ...DISCOVERY_PATHS];

/** The largest JSON body: forms are a few KB; a bigger one is refused with 413 before it is parsed. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The API as an Express app: `/api/*` (checked against openapi.yaml), `/img/*` and `/files/*`. It does not
 * listen; mount it at the root of a host app (`site.use(createApp(…))`) or run it alone (`server.ts`). Requests
 * outside its paths pass through untouched, so the host keeps its own headers, CSP and error pages.
 * Each area is a router (HTTP only) over a service (rules) over its queries (SQL in `db/queries/`).
 */
/** `Cache-Control` of successful API GETs. */
export const API_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export function createApp(options: AppOptions): Express {
  const { config, db, mailer } = options;
  const log = options.logger ?? createLogger(config.logLevel);
  const now = options.now ?? (() => new Date());
  const secrets = createSecrets(db);
  const proofOfWork =
    options.proofOfWork ??
    (options.captcha?.challenge !== undefined
      ? (options.captcha as ProofOfWork)
      : createProofOfWork(config, { now, secrets }));
  const captcha =
    options.captcha ??
    createCaptcha(config, { now, proofOfWork, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const catalogue = createCatalogueFiles({ config, db });
  const submissions = createSubmissions({ db, captcha, logger: log, ...(mailer ? { mailer } : {}) });
  const limits = createRateLimits(config.rateLimits, db, secrets);

  const app = express();
  app.disable('x-powered-by');
  // Express's own last-resort handler never prints a stack, whatever NODE_ENV says.
  app.set('env', 'production');
  // `?a[b]=c` stays the parameter 'a[b]' (unknown, 400) instead of becoming an object no handler expects.
  app.set('query parser', 'simple');
  // Whose X-Forwarded-For gives req.ip (rate limits, logs); the site app sets the same.
  app.set('trust proxy', config.trustProxy);
  app.use(
    OWN_PATHS,
    requestLogger(log),
    // The site sends its own CSP for pages; API answers are JSON, images and PDFs, which load nothing.
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity:
        config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge, includeSubDomains: false } : false,
    }) as RequestHandler,
  );
  app.use('/api', express.json({ limit: BODY_LIMIT_BYTES }), bodyDepthGuard, queryTextGuard);
  app.use(
    '/api',
    OpenApiValidator.middleware({
      apiSpec: options.apiSpec ?? openapiPath(),
      validateApiSpec: false,
      // Query and path parameters are always coerced ('2' → 2); `coerceTypes` would coerce bodies too, and a form
      // field must be the string the contract says, not a number turned into one.
      // allErrors: a refusal names every failing field at once (one entry each), as the forms' 422 answers do.
      validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false, allErrors: true },
      validateResponses: config.validateResponses ? { removeAdditional: false } : false,
      // The validator sees the full path; only /api is described by the contract.
      ignorePaths: (path: string) => !path.startsWith('/api/'),
    }),
  );

  // Strong validators: a JSON answer's ETag is its bytes' hash (a matching If-None-Match answers 304).
  app.set('etag', 'strong');
  const api = express.Router();
  // Catalogue answers change only with the content: a shared cache may keep them briefly (docs/deploy.md). Routes
  // with answers of their own (health, the captcha challenge) and every error set `no-store` instead.
  api.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') res.set('Cache-Control', API_CACHE_CONTROL);
    next();
  });
  api.use(healthRouter(db));
  api.use(productsRouter(db));
  api.use(
    recipesRouter({
      db,
      sendFiles: createSendFiles({ config, files: catalogue, submissions, proofOfWork, now }),
      emailLimit: limits.email,
    }),
  );
  api.use(plusOnesRouter(db));
  api.use(contentRouter(db, config.publicUrl));
  api.use(formsRouter({ forms: createFormsService({ config, db, submissions }), limit: limits.forms }));
  api.use(captchaRouter({ captcha, proofOfWork, limit: limits.lookup }));
  api.use(zipRouter({ zipLookup: options.zipLookup ?? offlineZipLookup, limit: limits.lookup }));
  api.use((req) => {
    throw AppError.notFound('path', req.originalUrl.split('?')[0], 'Not found');
  });
  app.use('/api', api);

  const images = createImageStore({
    root: options.imagesDir ?? join(contentDir(), 'images'),
    cacheDir: join(config.dataDir, 'img-cache'),
  });
  // Share cards (og:image) before the originals' catch-all (issue 14).
  app.use(
    '/img',
    shareCardsRouter(
      createShareCards({
        db,
        root: options.imagesDir ?? join(contentDir(), 'images'),
        cacheDir: join(config.dataDir, 'img-cache'),
      }),
    ),
  );
  // The QR codes of the products' Digital Links (issue 14 item 4), likewise.
  app.use('/img', qrCodesRouter(createQrCodes({ db, publicUrl: config.publicUrl })));
  app.use('/img', imagesRouter(images));
  // robots.txt, the sitemap and the GS1 Digital Link resolver (issue 14).
  app.use(discoveryRouter(db, config.publicUrl));
  app.use(filesRouter({ catalogue, insights: createInsightFiles({ publicUrl: config.publicUrl }) }));
  // /img and /files are this app's too: what no route serves is a JSON 404 (405 for other methods), not a page.
  app.use(['/img', '/files'], (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new AppError(405, [{ param: 'method', value: req.method, msg: 'Method not allowed' }]);
    }
    throw AppError.notFound('path', req.originalUrl.split('?')[0], 'Not found');
  });

  app.use(errorHandler(log, options.apiSpec ?? openapiPath()));
  return app;
}
