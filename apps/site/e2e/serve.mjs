// The suite's server: the built site (`dist/server.js`) with a fresh, empty data folder, so the first start creates
// and seeds the embedded database as a new deployment would. The folder is removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// playwright.config.ts names the folder (E2E_DATA_DIR) so tests can read the mail written under it.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'larder-e2e-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
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
