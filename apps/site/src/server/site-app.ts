import { join } from 'node:path';
import compression from 'compression';
import { parse as parseCookies } from 'cookie';
import express, {
  type Express,
  type Request,
  type Response,
  type NextFunction,
  type RequestHandler,
} from 'express';
import { requestLogger } from '@larder/api';
import type { Logger } from 'pino';
import { nonceOf, pageSecurityHeaders, withNonce } from './csp';
import { renderDocument } from './document';
import type { PageAssets } from './assets';
import type { RenderFunction } from '../render-types';

/** Paths the API app answers; everything else under GET is a page. */
export const API_PREFIXES = ['/api', '/img', '/files'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export interface SiteAppOptions {
  /** The Express app of @larder/api; it answers /api, /img and /files itself. */
  apiApp: RequestHandler;
  /** Loads the SSR entry's render function (in development, fresh on every request through Vite). */
  loadRender: () => Promise<RenderFunction>;
  /** Scripts and preloads of a page. */
  assets: (pageModule: string | undefined) => PageAssets | Promise<PageAssets>;
  /** Origin the in-process API is reached at while rendering (known once the server listens). */
  apiOrigin: () => string;
  publicUrl: string;
  /** The Vite client build (`dist/client`); absent in development. */
  clientDir?: string;
  /** Vite's dev middleware; in development it serves modules and HMR. */
  devMiddleware?: RequestHandler;
  /** Extra <head> markup per URL (the Vite client and the React refresh preamble in development). */
  devHead?: (url: string, nonce: string) => Promise<string>;
  /** Reports render failures (defaults to console.error). */
  onError?: (error: unknown) => void;
  /** Whose X-Forwarded-For is believed (`TRUST_PROXY`, the same as the API's); default loopback. */
  trustProxy?: number | string[];
  /** `Strict-Transport-Security` max-age of pages (`HSTS_MAX_AGE`); 0 sends none. */
  hstsMaxAge?: number;
  /** Logs one line per request with its id (the API's `createLogger`); no request log without it. */
  logger?: Logger;
}

/**
 * The site's Express app: compression, the API (mounted as is, it owns /api, /img, /files), the Vite client
 * build's hashed assets with an immutable cache, and server rendering of every other GET.
 */
export function createSiteApp(options: SiteAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Express's last-resort handler never prints a stack, whatever NODE_ENV says.
  app.set('env', 'production');
  app.set('trust proxy', options.trustProxy ?? 'loopback');

  // Every request gets an id and one log line; the API's own lines join the same request.
  if (options.logger) app.use(requestLogger(options.logger));
  app.use(compression());

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) return options.apiApp(req, res, next);
    next();
  });

  if (options.clientDir) {
    // Hashed file names change with their content, so these can be cached for a year.
    app.use(
      '/assets',
      express.static(join(options.clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    );
  }
  if (options.devMiddleware) app.use(options.devMiddleware);

  const dev = options.devMiddleware !== undefined;
  // Express 5 hands a rejected promise of a handler to the error handler below.
  const security = pageSecurityHeaders({ dev, hstsMaxAge: options.hstsMaxAge ?? 0 });
  app.get('/{*path}', withNonce, security, async (req: Request, res: Response) => {
    const nonce = nonceOf(res);
    const render = await options.loadRender();
    const result = await render({
      url: req.originalUrl,
      nonce,
      cookies: parseCookies(req.headers.cookie ?? '') as Record<string, string>,
      apiOrigin: options.apiOrigin(),
      publicUrl: options.publicUrl,
    });
    const assets = await options.assets(result.pageModule);
    const headExtra = options.devHead ? await options.devHead(req.originalUrl, nonce) : '';
    // Each page embeds its own nonce and data, so a shared cache must not keep it.
    res.set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' });
    res.status(result.status).send(
      renderDocument({
        nonce,
        head: result.head,
        styleTags: result.styleTags,
        appHtml: result.appHtml,
        bootstrap: result.bootstrap,
        scripts: assets.scripts,
        modulePreloads: assets.modulePreloads,
        stylesheets: assets.stylesheets,
        fontPreloads: assets.fontPreloads,
        headExtra,
      }),
    );
  });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status =
      (error as { status?: unknown; statusCode?: unknown })?.status ??
      (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res
        .status(status)
        .type('text/plain')
        .send(status === 404 ? 'Not found' : 'Bad request');
      return;
    }
    (options.onError ?? console.error)(error);
    if (res.headersSent) return;
    res.status(500).type('text/plain').send('Something went wrong. Please try again later.');
  });

  return app;
}
