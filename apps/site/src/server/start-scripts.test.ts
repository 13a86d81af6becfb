import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Smoke tests of the README's two commands: `npm start` (scripts/start.mjs: turbo build, then the built server)
 * and `npm run dev` (turbo build of the packages, then apps/site/dev.mjs: Vite in middleware mode). Each starts the
 * real command from the repository root on a free port with a fresh data directory (so the embedded database is
 * created and seeded), reads the API and a server-rendered page, stops it and checks the port is released. Then how
 * `npm start` behaves around the server: a stop signal sent to npm alone, `.env`, an unreachable DATABASE_URL.
 *
 * Both build with turbo (cached when nothing changed), so they replace build outputs: in the shared checkout run
 * them under the site lock (`flock /tmp/site.lock …`). The long timeouts are a ceiling for a cold build on a busy
 * machine, not a performance assertion.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const TEST_TIMEOUT_MS = 20 * 60_000;
/** How long to wait for the first answer: a build plus creating and seeding the database. */
const STARTUP_MS = 15 * 60_000;

interface Started {
  child: ChildProcess;
  port: number;
  base: string;
  dataDir: string;
  output: () => string;
}

const running = new Set<Started>();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** True when nothing listens on `port` any more (binding it on every interface, as the server does, succeeds). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** The environment of a user's shell: without what vitest sets, a forced rebuild or an external database. */
function commandEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !key.startsWith('VITEST') &&
        !['NODE_ENV', 'TEST', 'TURBO_FORCE', 'DATABASE_URL', 'PUBLIC_URL'].includes(key),
    ),
  );
  return { ...env, PORT: String(port), DATA_DIR: dataDir, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
}

interface StartOptions {
  /** Variables to set on top of the shell's (PORT and DATA_DIR are set); undefined removes one. */
  env?: Record<string, string | undefined>;
  /** Working directory (default: the repository root). */
  cwd?: string;
}

/** Starts `command args` in a process group of its own, on a free port with a fresh data directory. */
async function start(command: string, args: string[], options: StartOptions = {}): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-start-scripts-'));
  const env = { ...commandEnv(port, dataDir), ...options.env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  let output = '';
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = { child, port, base: `http://127.0.0.1:${port}`, dataDir, output: () => output };
  running.add(started);
  return started;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-child.pid!, signal);
    return true;
  } catch {
    return false; // the group is gone
  }
}

/** SIGTERM to the whole process group, SIGKILL to whatever is left after 20 s; removes the data directory. */
async function stop(started: Started): Promise<void> {
  running.delete(started);
  const { child } = started;
  if (child.exitCode === null && child.signalCode === null) {
    const closed = new Promise((resolve) => child.once('close', resolve));
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 20_000);
    await closed;
    clearTimeout(timer);
  }
  // A member of the group that outlived its parent (a build worker, say) must not survive the test.
  signalGroup(child, 'SIGKILL');
  rmSync(started.dataDir, { recursive: true, force: true });
}

afterEach(async () => {
  await Promise.all([...running].map(stop));
}, 60_000);

/** True while some process of the command's group (npm, the shell, start.mjs, the build, the server) is alive. */
function groupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves when the command has exited; fails (with its output) if it is still running after `ceilingMs`. */
async function exited(started: Started, ceilingMs: number): Promise<void> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise((resolve) => child.once('close', resolve)),
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`still running ${ceilingMs} ms after the signal:\n${started.output()}`)),
        ceilingMs,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Polls `path` until it answers 200, failing at once (with the command's output) if the command exits. */
async function firstOk(started: Started, path: string, timeoutMs = STARTUP_MS): Promise<Response> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { child } = started;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `exited (${child.exitCode ?? child.signalCode}) before ${path} answered:\n${started.output()}`,
      );
    }
    try {
      const response = await fetch(`${started.base}${path}`);
      if (response.status === 200) return response;
      await response.arrayBuffer();
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${path} did not answer 200 in time:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Text as React writes it into server HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The name of the first product of /products' first page, as the API lists it (30 a page, the page's size). */
async function firstListedProduct(started: Started): Promise<string> {
  const response = await firstOk(started, '/api/products?limit=30', 60_000);
  const body = (await response.json()) as { data: { products: { name: string }[] } };
  const name = body.data.products[0]?.name;
  expect(name).toBeTypeOf('string');
  return name!;
}

async function productsPage(started: Started): Promise<string> {
  const response = await firstOk(started, '/products', 120_000);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}

describe('README commands', () => {
  it(
    'when `npm start` (node scripts/start.mjs) runs on a fresh data directory, then the API and the server-rendered catalogue answer, and stopping it frees the port',
    async () => {
      const app = await start(process.execPath, ['scripts/start.mjs']);
      const health = await firstOk(app, '/api/health');
      expect(health.headers.get('content-type')).toMatch(/json/);
      const name = await firstListedProduct(app);
      const html = await productsPage(app);
      expect(html).toContain(escapeHtml(name));
      // The built client, not the development one.
      expect(html).not.toContain('/@vite/client');
      expect(html).toMatch(/<script data-modules="\[&quot;\/assets\/entry-client-[^"]+\.js&quot;/);

      await stop(app);
      // start.mjs exits with the server's exit code (1 when a graceful shutdown does not finish in time).
      expect(app.child.exitCode).toBe(0);
      expect(await portIsFree(app.port)).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'when `npm run dev` runs on a fresh data directory, then the API and pages rendered from source answer with the HMR client, and stopping it frees the port',
    async () => {
      const app = await start('npm', ['run', 'dev']);
      await firstOk(app, '/api/health');
      const name = await firstListedProduct(app);
      const html = await productsPage(app);
      expect(html).toContain(escapeHtml(name));
      expect(html).toContain('src="/@vite/client"');
      const client = await firstOk(app, '/@vite/client', 60_000);
      expect(client.headers.get('content-type')).toMatch(/javascript/);
      expect(await client.text()).toContain('createHotContext');

      await stop(app);
      expect(await portIsFree(app.port)).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('`npm start` around the server', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'when `npm start` alone gets %s, then the server shuts down gracefully and no process of the command is left',
    async (signal) => {
      const app = await start('npm', ['start']);
      await firstOk(app, '/api/health');
      // To npm only, as a process manager or `kill` would send it: npm, start.mjs and the server must pass it on.
      app.child.kill(signal);
      // A ceiling for a busy machine, not a performance assertion: the server gives open requests 10 s at most.
      await exited(app, 60_000);
      expect(app.output()).toContain(`${signal} received, shutting down`);
      expect(groupAlive(app.child)).toBe(false);
      expect(await portIsFree(app.port)).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'when a .env file is in the directory it starts in, then its variables are used and the environment wins over it',
    async () => {
      const port = await freePort();
      const cwd = mkdtempSync(join(tmpdir(), 'larder-env-file-'));
      writeFileSync(
        join(cwd, '.env'),
        [
          '# Read by the server at start-up',
          `PORT=${port}`,
          'DATA_DIR=data',
          'PUBLIC_URL=https://from-the-file.example',
        ].join('\n'),
      );
      try {
        const app = await start(process.execPath, [join(root, 'scripts/start.mjs')], {
          cwd,
          env: { PORT: undefined, DATA_DIR: undefined, PUBLIC_URL: 'https://from-the-environment.example' },
        });
        // The file's PORT: nothing else names this port.
        const served = { ...app, port, base: `http://127.0.0.1:${port}` };
        await firstOk(served, '/api/health');
        const seo = await firstOk(served, `/api/seo?path=${encodeURIComponent('/products')}`, 60_000);
        const { data } = (await seo.json()) as { data: { canonical: string } };
        expect(data.canonical).toBe('https://from-the-environment.example/products');
        await stop(app);
        // The file's relative DATA_DIR, read against the directory the command started in.
        expect(existsSync(join(cwd, 'data', 'pglite'))).toBe(true);
      } finally {
        rmSync(cwd, { recursive: true, force: true });
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'when DATABASE_URL names a server that does not answer, then it stops with a message naming it, its host and the cause, never the password, and exits non-zero',
    async () => {
      const nobody = await freePort();
      const app = await start(process.execPath, ['scripts/start.mjs'], {
        env: { DATABASE_URL: `postgres://larder:pa55-in-url@127.0.0.1:${nobody}/larder` },
      });
      await exited(app, STARTUP_MS);
      expect(app.child.exitCode).not.toBe(0);
      expect(app.child.exitCode).not.toBeNull();
      const output = app.output();
      expect(output).toContain('DATABASE_URL');
      expect(output).toContain(`127.0.0.1:${nobody}`);
      expect(output).toContain('ECONNREFUSED');
      expect(output).not.toContain('pa55-in-url');
    },
    TEST_TIMEOUT_MS,
  );
});
