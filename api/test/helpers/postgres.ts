/**
 * A throwaway PostgreSQL cluster of a test's own (toolchain.md): initdb in a temporary folder, a free loopback port,
 * started and stopped with pg_ctl (as the `postgres` user when the tests run as root). For the tests that stop the
 * database under a running server, which the suite's shared cluster must never be.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Self-contained (the site's cluster test uses it too): nothing here may depend on the API suite's setup.
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface TestCluster {
  /** Admin URL (`postgres` database, trust authentication). */
  url: string;
  port: number;
  /** `pg_ctl stop -m <mode>`: 'immediate' is a crash (no checkpoint, connections cut), 'fast' a clean stop. */
  stop(mode?: 'immediate' | 'fast'): void;
  start(): void;
  /** Stops it (if running) and removes its files. */
  destroy(): void;
}

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return join(base, versions[0], 'bin');
}

export async function startCluster(): Promise<TestCluster> {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'larder-test-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (command: string) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
      : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command}\n${result.stdout}\n${result.stderr}`);
  };
  run(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  let running = false;
  const cluster: TestCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run(`${bin}/pg_ctl -D ${dir}/data -w -l ${dir}/log -o "${options}" start >/dev/null`);
      running = true;
    },
    stop(mode = 'fast') {
      run(`${bin}/pg_ctl -D ${dir}/data -m ${mode} -w stop >/dev/null`);
      running = false;
    },
    destroy() {
      try {
        if (running) cluster.stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  cluster.start();
  return cluster;
}
