// The suite's server: the built site (`dist/server.js`) with a fresh, empty data folder, so the first start creates
// and seeds the embedded database as a new deployment would. The folder is removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'larder-e2e-'));
const server = spawn(process.execPath, [join(import.meta.dirname, '../dist/server.js')], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
