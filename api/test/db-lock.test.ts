/**
 * Issue 12 §6: PGlite is one process's database. A second process opening the same folder refuses to start with a
 * message saying who holds it and what to do; a folder left by a killed process is taken over.
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDb } from '../src/db/db';
import { self } from '../src/db/lock';
import { exitWithin, prepareTarget, spawnApi, type ApiProcess, type Target } from './helpers/processes';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the embedded database folder', () => {
  it(
    'when a second process starts on a DATA_DIR another one is serving, then it exits 1 naming the holder and DATABASE_URL',
    { timeout: 240_000 },
    async () => {
      const target: Target = await prepareTarget('');
      cleanups.push(() => target.drop());
      const first: ApiProcess = await spawnApi(target);
      cleanups.push(async () => {
        first.child.kill('SIGKILL');
        await first.exited;
      });
      await first.ready;
      const second = await spawnApi(target);
      const { code } = await exitWithin(second, 120_000);
      expect(code).toBe(1);
      expect(second.output()).toContain(
        `The embedded database in ${join(target.dataDir, 'pglite')} is in use by process ${first.child.pid}`,
      );
      expect(second.output()).toContain('set DATABASE_URL to a PostgreSQL server to run several processes');
      // The first one never noticed.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

      // Killed without a chance to clean up, it leaves its lock behind; the next start takes it over.
      first.child.kill('SIGKILL');
      await first.exited;
      const third = await spawnApi(target);
      cleanups.push(async () => {
        third.child.kill('SIGKILL');
        await third.exited;
      });
      await third.ready;
      expect((await fetch(`${third.url}/api/products?limit=1`)).status).toBe(200);
    },
  );

  it('when one process opens the folder twice, then the second open is refused; after close it opens again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'larder-lock-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const db = await openDb({ dataDir });
    await expect(openDb({ dataDir })).rejects.toThrow(DatabaseInUseError);
    await db.close();
    const again = await openDb({ dataDir });
    await again.close();
  });

  it('when the lock names a process that no longer runs (its pid gone or reused), then the folder is taken over', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'larder-lock-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // Our own pid with another start time: a pid reused after a crash.
    writeFileSync(join(dataDir, 'pglite.lock'), JSON.stringify({ ...self, start: '1' }));
    const db = await openDb({ dataDir });
    await db.close();
  });
});
