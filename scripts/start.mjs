#!/usr/bin/env node
// `npm start`: builds what is missing or stale (turbo, cached) and serves the site and the API on PORT (3000).
// The embedded database is created and seeded under .data/ on first start.
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NODE_ENV: process.env.NODE_ENV ?? 'production' };

const started = Date.now();
const build = spawnSync(
  join(root, 'node_modules', '.bin', 'turbo'),
  ['run', 'build', '--filter=@larder/site...', '--output-logs=errors-only'],
  { cwd: root, env, stdio: 'inherit' },
);
if (build.status !== 0) {
  console.error('[start] The build failed; see the output above.');
  process.exit(build.status ?? 1);
}
console.log(`[start] Build ready in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server`);

const server = spawn(process.execPath, [join(root, 'apps/site/dist/server.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('close', (code) => process.exit(code ?? 0));
