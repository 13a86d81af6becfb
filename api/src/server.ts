/**
 * The API on its own: reads `.env` and the environment, opens and prepares the database, listens on PORT and shuts
 * down gracefully on SIGTERM/SIGINT (stop accepting, finish open requests, close the database).
 */
import { createServer } from 'node:http';
import { createApp } from './app';
import { loadConfig, loadEnvFile } from './config';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { createOutboxWorker } from './mail/outbox';
import { createTransport } from './mail/transport';
import { createLogger } from './logging';
import { createCatalogueFiles } from './services/catalogue-files';

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const started = performance.now();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    checkConnection: true,
  });
  const applied = await migrate(db);
  const seeded = await seed(db);
  logger.info(
    {
      engine: db.engine,
      migrations: applied,
      seeded: seeded.seeded,
      ms: Math.round(performance.now() - started),
    },
    'database ready',
  );

  const transport = createTransport(config);
  const files = createCatalogueFiles({ config, db });
  const outbox = createOutboxWorker({ db, transport, logger, files, from: config.mail.from });
  const server = createServer(createApp({ config, db, logger, mailer: outbox }));
  outbox.start();
  server.listen(config.port, () => logger.info({ port: config.port }, 'API listening'));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Give open requests 10 s, then close the rest.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(() => {
      outbox
        .stop()
        .then(() => transport.close())
        .then(() => db.close())
        .catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // ConfigError and DatabaseUnreachableError messages say what to fix; print them plainly rather than as a stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
