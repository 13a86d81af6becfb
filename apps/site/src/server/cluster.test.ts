/**
 * Issue 12 §6: the production start on every core. The built server (`dist/server.js`, what `npm start` runs) with
 * WEB_CONCURRENCY=2 over a PostgreSQL cluster of this test's own: two server processes share the port and both
 * serve; one that dies is replaced while the other keeps serving; a stop signal stops them all; and with PGlite it
 * refuses to start more than one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type TestCluster } from '@larder/api/testing/postgres';
import { siteRoot } from './test-support/built-site';
import { freePort } from './test-support/loopback';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET on a connection of its own (the cluster hands each new connection to one of its processes). */
function status(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // A connection handed to a process at the moment it is killed gets no answer: give up on it after 5 s.
    httpGet(url, { agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('timeout', function (this: { destroy(error: Error): void }) {
        this.destroy(new Error('no answer'));
      })
      .on('error', reject);
  });
}

interface Started {
  child: ChildProcess;
  base: string;
  lines: () => Record<string, unknown>[];
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-cluster-'));
  const child = spawn(process.execPath, [join(siteRoot, 'dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => stdout + stderr,
    exited,
    lines: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

async function healthy(started: Started, ms = 180_000): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (started.child.exitCode !== null) throw new Error(`exited while starting:\n${started.output()}`);
    try {
      if ((await fetch(`${started.base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`not healthy in time:\n${started.output()}`);
}

/** The pids of the processes that answered requests (each request line names its process). */
function servingPids(started: Started): Set<number> {
  return new Set(
    started
      .lines()
      .filter((line) => line.msg === 'request')
      .map((line) => line.pid as number),
  );
}

let cluster: TestCluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => {
  cluster?.destroy();
});

describe('WEB_CONCURRENCY', () => {
  it(
    'when it is 2 on PostgreSQL, then two processes serve, a dead one is replaced, and SIGTERM stops them all',
    { timeout: 300_000 },
    async () => {
      const server = await startServer({ DATABASE_URL: cluster.url, WEB_CONCURRENCY: '2' });
      try {
        await healthy(server);
        // Connections are shared out among the processes: with fresh connections, both answer once both have
        // started (the second may still be starting when the first answers, longer on a loaded machine).
        for (const until = Date.now() + 90_000; Date.now() < until && servingPids(server).size < 2;) {
          expect(await status(`${server.base}/api/health`)).toBe(200);
          await sleep(50);
        }
        const before = servingPids(server);
        expect(before.size).toBe(2);
        expect(server.lines().find((line) => line.processes === 2)?.msg).toMatch(
          /^Larder site listening on /,
        );

        const [victim] = [...before];
        process.kill(victim!, 'SIGKILL');
        // The other process answers meanwhile (a connection the primary hands to the dying one before it notices
        // the death gets no answer, so ask again); a replacement joins.
        let meanwhile = 0;
        for (const until = Date.now() + 30_000; meanwhile !== 200 && Date.now() < until;) {
          meanwhile = await status(`${server.base}/api/health`).catch(() => 0);
        }
        expect(meanwhile).toBe(200);
        let after = new Set<number>();
        for (const until = Date.now() + 90_000; Date.now() < until;) {
          await status(`${server.base}/api/health`).catch(() => undefined);
          after = new Set([...servingPids(server)].filter((pid) => !before.has(pid)));
          if (after.size > 0) break;
          await sleep(100);
        }
        expect(after.size).toBe(1);
        expect(
          server.lines().some((line) => line.msg === 'a server process exited' && line.worker === victim),
        ).toBe(true);

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('SIGTERM received, shutting down');
        for (const pid of [...before, ...after]) {
          expect(() => process.kill(pid, 0), `process ${pid}`).toThrow();
        }
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    },
  );

  it('when it is above 1 without DATABASE_URL, then the server refuses to start and says why', async () => {
    const server = await startServer({ WEB_CONCURRENCY: '2', DATABASE_URL: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (PGlite) serves one process',
    );
  });
});
