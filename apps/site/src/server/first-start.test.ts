/**
 * Issue 12 §3 (memory): the built server (`dist/server.js`, what `npm start` runs) on a new DATA_DIR creates and
 * seeds the embedded database in a process of its own, which has exited when the server listens; the server then
 * serves the seeded catalogue, and a second start on the same folder opens it in its own process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteRoot } from './test-support/built-site';
import { freePort } from './test-support/loopback';

const dataDir = mkdtempSync(join(tmpdir(), 'larder-first-start-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the built server on `dataDir`, waits until it serves, reads the product list, stops it; its log lines. */
async function startAndStop(): Promise<{ lines: Record<string, unknown>[]; products: number; pid: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(siteRoot, 'dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    let products = -1;
    for (const until = Date.now() + 180_000; products < 0;) {
      if (child.exitCode !== null) throw new Error(`exited while starting:\n${output}`);
      if (Date.now() > until) throw new Error(`not serving in time:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/products?limit=1`);
        if (response.ok)
          products = ((await response.json()) as { data: { paging: { total: number } } }).data.paging.total;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    return { lines, products, pid: child.pid! };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('the first start on a new DATA_DIR', () => {
  it(
    'when the server starts on an empty folder, then another process creates and seeds the database, and the server opens it already seeded',
    { timeout: 400_000 },
    async () => {
      const first = await startAndStop();
      const created = first.lines.find((line) => String(line.msg).startsWith('database created'));
      expect(created).toMatchObject({ engine: 'pglite', seeded: true });
      expect(created?.pid).not.toBe(first.pid);
      expect(first.lines.find((line) => line.msg === 'database ready')).toMatchObject({
        pid: first.pid,
        seeded: false,
      });
      expect(first.products).toBeGreaterThan(100);

      // The next start opens the folder in the server's own process: no second creation.
      const second = await startAndStop();
      expect(second.lines.some((line) => String(line.msg).startsWith('database created'))).toBe(false);
      expect(second.lines.find((line) => line.msg === 'database ready')).toMatchObject({ pid: second.pid });
      expect(second.products).toBe(first.products);
    },
  );
});
