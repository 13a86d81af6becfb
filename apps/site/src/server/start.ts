import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createApp,
  createCatalogueFiles,
  createOutboxWorker,
  createTransport,
  loadConfig,
  loadEnvFile,
  migrate,
  openDb,
  seed,
} from '@larder/api';
import pino from 'pino';
import { createSiteApp } from './site-app';
import { pageAssets, readManifest, CLIENT_ENTRY } from './assets';
import type { RenderFunction } from '../render-types';

export interface StartOptions {
  /** The site workspace folder (holds `dist/` and `src/`). */
  siteRoot: string;
  /** Development: Vite in middleware mode with HMR instead of the built client. */
  dev?: boolean;
  env?: Record<string, string | undefined>;
}

export interface RunningServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

/** Adds the response's nonce to the <script>/<style> tags Vite injects in development. */
function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)\b(?![^>]*\bnonce=)/g, `<$1 nonce="${nonce}"`);
}

/**
 * Starts the site: validates the configuration, opens (and on first start creates and seeds) the database,
 * mounts the API and serves server-rendered pages on PORT.
 */
export async function startServer({
  siteRoot,
  dev = false,
  env = process.env,
}: StartOptions): Promise<RunningServer> {
  const config = loadConfig(env);
  const logger = pino({ level: config.logLevel });
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    checkConnection: true,
  });
  const applied = await migrate(db);
  const seeded = await seed(db);
  logger.info({ engine: db.engine, migrations: applied, seeded: seeded.seeded }, 'database ready');
  // The outbox worker sends what the forms stored (design.md §5): mail is never sent inside a request.
  const transport = createTransport(config);
  const files = createCatalogueFiles({ config, db });
  const outbox = createOutboxWorker({ db, transport, logger, files, from: config.mail.from });
  const apiApp = createApp({ config, db, logger, mailer: outbox });

  let apiOrigin = '';
  let closeVite: (() => Promise<void>) | undefined;
  let site;
  if (dev) {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      root: siteRoot,
      configFile: join(siteRoot, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    closeVite = () => vite.close();
    site = createSiteApp({
      apiApp,
      apiOrigin: () => apiOrigin,
      publicUrl: config.publicUrl,
      devMiddleware: vite.middlewares,
      loadRender: async () =>
        ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFunction }).render,
      onError: (error) => logger.error({ err: error }, 'page render failed'),
      assets: () => ({ scripts: [`/${CLIENT_ENTRY}`], modulePreloads: [], stylesheets: [] }),
      devHead: async (url, nonce) => {
        const html = await vite.transformIndexHtml(
          url,
          '<!doctype html><html><head></head><body></body></html>',
        );
        return withNonce(/<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '', nonce);
      },
    });
  } else {
    const clientDir = join(siteRoot, 'dist/client');
    const manifest = readManifest(join(clientDir, '.vite/manifest.json'));
    const entryUrl = pathToFileURL(join(siteRoot, 'dist/server-entry/entry-server.js')).href;
    const { render } = (await import(entryUrl)) as { render: RenderFunction };
    site = createSiteApp({
      apiApp,
      apiOrigin: () => apiOrigin,
      publicUrl: config.publicUrl,
      clientDir,
      loadRender: async () => render,
      assets: (pageModule) => pageAssets(manifest, pageModule),
      onError: (error) => logger.error({ err: error }, 'page render failed'),
    });
  }

  const server = createServer(site);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  apiOrigin = `http://127.0.0.1:${port}`;
  outbox.start();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await closeVite?.();
      // Rows a stop interrupts stay claimed until their lease ends, then the next start sends them.
      await outbox.stop();
      transport.close();
      await db.close();
    })();
    return closing;
  };
  return { server, url: `http://localhost:${port}`, close };
}

/**
 * Reads `.env` (variables already in the environment win), then runs the server until SIGTERM or SIGINT: it stops
 * accepting connections, lets open requests finish, stops the outbox and closes the database, and exits 0 (1 when
 * that takes more than 10 s). A configuration or database problem at start is printed and exits 1.
 */
export async function main(options: StartOptions): Promise<void> {
  let running: RunningServer;
  try {
    loadEnvFile();
    running = await startServer(options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(`Larder site listening on ${running.url}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C reaches every process of the group and `npm start` forwards it too: the second one changes nothing.
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    // Connections that do not finish in time must not keep the process alive.
    setTimeout(() => process.exit(1), 10_000).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
