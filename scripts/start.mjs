#!/usr/bin/env node
// `npm start`: builds what is missing or stale (turbo, cached) and serves the site and the API on PORT (3000).
// The embedded database is created and seeded under .data/ on first start. SIGINT or SIGTERM, during the build or
// while serving, goes on to the running child (the server then closes gracefully) and this process exits with it;
// package.json starts this script with `exec`, so the shell npm runs it in does not swallow the signal.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NODE_ENV: process.env.NODE_ENV ?? 'production' };

/** The child running now (the build, then the server) and the signal that asked us to stop, if any. */
let child;
let stopSignal;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // A second signal (Ctrl-C reaches the whole process group, and npm forwards it too) changes nothing.
    if (stopSignal !== undefined) return;
    stopSignal = signal;
    child?.kill(signal);
  });
}

/** Runs `command` in `cwd` to its end; resolves with its exit code (128 + n when a signal ended it). */
function run(command, args, cwd) {
  return new Promise((resolveRun) => {
    child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('close', (code, signal) => {
      child = undefined;
      resolveRun(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

const started = Date.now();
const built = await run(
  join(root, 'node_modules', '.bin', 'turbo'),
  ['run', 'build', '--filter=@larder/site...', '--output-logs=errors-only'],
  root,
);
if (stopSignal !== undefined) process.exit(128 + constants.signals[stopSignal]);
if (built !== 0) {
  console.error('[start] The build failed; see the output above.');
  process.exit(built);
}
console.log(`[start] Build ready in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server`);

// The server starts where we were started (`npm start`: the repository root), so `.env` and a relative DATA_DIR
// are read from there. Its exit code is ours: 0 after a graceful stop, 1 when it could not start or stop in time.
// `--max-semi-space-size=16`: V8's young generation at 16 MB a half instead of Node 24's 64 MB (docs/deploy.md,
// memory); about 100 MB less resident memory.
process.exit(
  await run(
    process.execPath,
    ['--max-semi-space-size=16', join(root, 'apps/site/dist/server.js')],
    process.cwd(),
  ),
);
