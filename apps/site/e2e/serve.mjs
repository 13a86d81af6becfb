// The suite's server: the built site (`dist/server.js`) with a fresh, empty data folder, so the first start creates
// and seeds the embedded database as a new deployment would. The folder is removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'larder-e2e-'));
const server = spawn(process.execPath, [join(import.meta.dirname, '../dist/server.js')], {
  // Browser journeys post many forms from one address; the real limits are covered by the API tests.
  env: {
    FORMS_RATE_LIMIT: '1000',
    EMAIL_RATE_LIMIT: '1000',
    LOOKUP_RATE_LIMIT: '10000',
    ...process.env,
    DATA_DIR: dataDir,
  },
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
