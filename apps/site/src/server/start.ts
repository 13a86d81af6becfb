import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createApp,
  createCatalogueFiles,
  createLogger,
  createOutboxWorker,
  createTransport,
  loadConfig,
  loadEnvFile,
  migrate,
  openDb,
  seed,
  type Config,
} from '@larder/api';
import type { Logger } from 'pino';
import { createSiteApp, createSiteListener, type PageCachingOptions, readWebApp } from './site-app';
import { pageAssets, readManifest, CLIENT_ENTRY } from './assets';
import type { RenderFunction } from '../render-types';
import { collectWhenIdle } from './idle-gc';
import { devWatchOptions } from './dev-watch';
import { createsEmbeddedDatabase, prepareDatabase, prepareInChild, PREPARE_ONLY_ENV } from './first-start';

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
  logger: Logger;
}

/** How often each process reads the content version (migration 070), in ms. */
const CONTENT_VERSION_POLL_MS = 2000;

/** Page caching from `PAGE_CACHE_MB`, `PAGE_S_MAXAGE` and `PAGE_STALE_WHILE_REVALIDATE` (docs/deploy.md). */
export function pageCachingOf(config: Config): PageCachingOptions {
  return {
    maxBytes: config.pageCache.maxMb * 1024 * 1024,
    sMaxAge: config.pageCache.sMaxAge,
    staleWhileRevalidate: config.pageCache.staleWhileRevalidate,
  };
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
  const caching = pageCachingOf(config);
  const logger = createLogger(config.logLevel);
  // A new embedded database is created and seeded by a child process, whose memory then goes (first-start.ts).
  const builtEntry = join(siteRoot, 'dist/server.js');
  if (!dev && createsEmbeddedDatabase(config) && existsSync(builtEntry))
    await prepareInChild(builtEntry, env);
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
  let contentVersion = '';
  let versionTimer: NodeJS.Timeout | undefined;
  let closeVite: (() => Promise<void>) | undefined;
  let site;
  if (dev) {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      root: siteRoot,
      configFile: join(siteRoot, 'vite.config.ts'),
      server: { middlewareMode: true, watch: devWatchOptions },
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
      trustProxy: config.trustProxy,
      hstsMaxAge: config.hstsMaxAge,
      logger,
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
    const webApp = readWebApp(clientDir);
    // Any content write (a seed, an operator's edit on PostgreSQL, from any process) moves the version on.
    const readVersion = async () =>
      String((await db.query<{ version: string }>('select version from content_version')).rows[0]?.version);
    contentVersion = await readVersion();
    versionTimer = setInterval(() => {
      readVersion().then(
        (version) => (contentVersion = version),
        (error: unknown) => logger.warn({ err: error }, 'content version not read'),
      );
    }, CONTENT_VERSION_POLL_MS);
    versionTimer.unref();
    // Cached pages are answered before Express (cache-fast-path.ts).
    site = createSiteListener({
      caching: { ...caching, contentVersion: () => contentVersion },
      apiApp,
      apiOrigin: () => apiOrigin,
      publicUrl: config.publicUrl,
      clientDir,
      webApp,
      loadRender: async () => render,
      assets: (pageModule) => pageAssets(manifest, pageModule),
      onError: (error) => logger.error({ err: error }, 'page render failed'),
      trustProxy: config.trustProxy,
      hstsMaxAge: config.hstsMaxAge,
      logger,
    });
  }

  const server = createServer(site);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // One full collection once a burst of requests is over gives the old generation's garbage back (idle-gc.ts).
  const stopIdleGc = collectWhenIdle(server, {
    idleMs: config.idleGcMs,
    onCollected: (ms) => logger.debug({ ms }, 'idle garbage collection'),
  });
  apiOrigin = `http://127.0.0.1:${port}`;
  outbox.start();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(versionTimer);
      stopIdleGc();
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
  return { server, url: `http://localhost:${port}`, close, logger };
}

/** The fatal start-up message (configuration, database), printed plainly for whoever started the server. */
function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * Reads `.env` (variables already in the environment win), then runs the server until SIGTERM or SIGINT: it stops
 * accepting connections, lets open requests finish, stops the outbox and closes the database, and exits 0 (1 when
 * that takes more than 10 s). A configuration or database problem at start is printed and exits 1.
 *
 * With `WEB_CONCURRENCY` above 1 (PostgreSQL only), this process becomes the primary of a node cluster: it
 * prepares the database once, starts that many server processes sharing the port, starts a new one when one dies,
 * and passes a stop signal on to all of them.
 */
export async function main(options: StartOptions): Promise<void> {
  let config: Config;
  try {
    loadEnvFile();
    config = loadConfig(options.env ?? process.env);
  } catch (error) {
    fail(error);
  }
  if ((options.env ?? process.env)[PREPARE_ONLY_ENV] === '1') {
    try {
      await prepareDatabase(config);
    } catch (error) {
      fail(error);
    }
    process.exit(0);
  }
  if (config.webConcurrency > 1 && cluster.isPrimary && options.dev !== true) {
    await runCluster(config);
    return;
  }
  let running: RunningServer;
  try {
    running = await startServer(options);
  } catch (error) {
    fail(error);
  }
  const { logger } = running;
  logger.info({ url: running.url }, `Larder site listening on ${running.url}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C reaches every process of the group and `npm start` forwards it too: the second one changes nothing.
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${signal} received, shutting down`);
    // Connections that do not finish in time must not keep the process alive.
    setTimeout(() => process.exit(1), 10_000).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** How long a stop may take before the primary ends what is left, and the longest wait before a restart. */
const CLUSTER_STOP_MS = 15_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The primary of `WEB_CONCURRENCY` server processes (node:cluster: they share the listening port). It migrates and
 * seeds the database before the first one starts (so they never race to seed), replaces a process that exits
 * unexpectedly (waiting longer each time one dies soon after starting), and exits 1 when a process fails before it
 * ever listened (a configuration or port problem every replacement would share).
 */
async function runCluster(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  try {
    const db = await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      checkConnection: true,
    });
    try {
      await migrate(db);
      const seeded = await seed(db);
      logger.info({ engine: db.engine, seeded: seeded.seeded }, 'database ready');
    } finally {
      await db.close();
    }
  } catch (error) {
    fail(error);
  }

  let stopping = false;
  let announced = false;
  let restartDelay = 1_000;
  const listening = new WeakSet<Worker>();
  const startedAt = new WeakMap<Worker, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', (address) => {
      listening.add(worker);
      if (!announced) {
        announced = true;
        const url = `http://localhost:${address.port}`;
        logger.info({ url, processes: config.webConcurrency }, `Larder site listening on ${url}`);
      }
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!listening.has(worker)) {
      logger.fatal({ worker: worker.process.pid, code, signal }, 'a server process failed to start');
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      setTimeout(() => process.exit(1), CLUSTER_STOP_MS).unref();
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    // A process that served for a minute died of something passing: the next replacement starts at once again.
    if (Date.now() - (startedAt.get(worker) ?? 0) > 60_000) restartDelay = 1_000;
    logger.error(
      { worker: worker.process.pid, code, signal, restartInMs: restartDelay },
      'a server process exited',
    );
    setTimeout(fork, restartDelay).unref();
    restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
  });
  for (let index = 0; index < config.webConcurrency; index += 1) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${signal} received, shutting down`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, CLUSTER_STOP_MS).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
