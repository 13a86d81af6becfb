// The machinery behind `npm test` and `npm run test:quick`: system packages, a throwaway PostgreSQL cluster, running
// tools with the project's Node, reading test counts from the tools' JSON reports, and a small scheduler that runs
// independent steps side by side and reports each step's duration.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const reports = join(root, 'test-results', 'summary');
export const logs = join(root, 'test-results', 'logs');

export const env = {
  ...process.env,
  // Tools' `#!/usr/bin/env node` must find the project's Node 24 (node_modules/.bin/node), also when a script is
  // started directly rather than through npm.
  PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: '0',
};

export function log(message) {
  process.stdout.write(`[test] ${message}\n`);
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

// ---------------------------------------------------------------------------------------------------------------
// System packages
// ---------------------------------------------------------------------------------------------------------------

export function findChromium() {
  for (const p of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (p && existsSync(p)) return p;
  }
  return null;
}

function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

const systemPackages = {
  chromium: () => findChromium() !== null,
  'fonts-liberation': () => existsSync('/usr/share/fonts/truetype/liberation'),
  postgresql: () => findPgBin() !== null,
  // The W3C Nu HTML checker (vnu-jar) runs on Java.
  'default-jre-headless': () => spawnSync('java', ['-version']).status === 0,
};

/**
 * Makes sure the named Debian packages are there: installs the missing ones with apt when running as root on
 * Debian, saying so, and otherwise stops with a message naming them.
 */
export function ensureSystemPackages(names) {
  const missing = [...new Set(names)].filter((name) => !systemPackages[name]());
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `[test] These steps need system packages that are missing: ${missing.join(', ')}.\n` +
        `[test] Install them (Debian: sudo apt-get install -y ${missing.join(' ')}) or set CHROMIUM_PATH, then run again.`,
    );
    process.exit(2);
  }
  log(`Installing system packages with apt: ${missing.join(' ')}`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: aptEnv,
  });
  if (update.status !== 0 || install.status !== 0 || missing.some((name) => !systemPackages[name]())) {
    console.error(`[test] apt-get could not install ${missing.join(', ')}; see the output above.`);
    process.exit(2);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Throwaway PostgreSQL cluster on loopback
// ---------------------------------------------------------------------------------------------------------------

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

const idOf = (user, flag) => spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim();

export async function startPostgres(write) {
  const bin = findPgBin();
  const dir = mkdtempSync(join(tmpdir(), 'larder-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(idOf('postgres', '-u')), Number(idOf('postgres', '-g')));
  const sh = (cmd) => {
    const r = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', cmd], { encoding: 'utf8' })
      : spawnSync('/bin/sh', ['-c', cmd], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd}\n${r.stdout}\n${r.stderr}`);
  };
  sh(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
  sh(
    `${bin}/pg_ctl -D ${dir}/data -w -l ${dir}/log -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null`,
  );
  write(`PostgreSQL (${bin.split('/').at(-2)}) started on 127.0.0.1:${port} in ${dir}\n`);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        sh(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Running tools and reading their counts
// ---------------------------------------------------------------------------------------------------------------

const running = new Set();

/**
 * Runs a command (a binary of node_modules/.bin, or any executable) from `cwd`, sending its output to `out`;
 * resolves with its exit code. The process group is killed if the run is interrupted.
 */
export function run(cmd, args, { cwd = root, env: extra = {}, out }) {
  const bin = existsSync(join(root, 'node_modules', '.bin', cmd))
    ? join(root, 'node_modules', '.bin', cmd)
    : cmd;
  return new Promise((res) => {
    const child = spawn(bin, args, {
      cwd,
      env: { ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    child.stdout.on('data', out);
    child.stderr.on('data', out);
    child.on('error', (error) => out(`${error.message}\n`));
    child.on('close', (code) => {
      running.delete(child);
      res(code ?? 1);
    });
  });
}

export function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Counts of a vitest JSON report, and the names of its failed tests. */
export function vitestCounts(file) {
  const r = readJson(file);
  if (!r) return null;
  const failures = (r.testResults ?? []).flatMap((f) =>
    (f.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => a.fullName ?? a.title),
  );
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, failures };
}

/** Counts of a Playwright JSON report (a test that passed on retry counts as passed), and its failed tests. */
export function playwrightCounts(file) {
  const r = readJson(file);
  if (!r) return null;
  const s = r.stats ?? {};
  const failures = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected')
          failures.push(`[${t.projectName}] ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, [suite.title]);
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, failures };
}

/** Turns an exit code and a report's counts into the step's result: a crash with no report is one failure. */
export function settle(code, counts, what) {
  const result = counts ?? { passed: 0, failed: 0, failures: [] };
  if (code !== 0 && result.failed === 0) {
    result.failed = 1;
    result.failures = [...(result.failures ?? []), `${what} exited with code ${code}`];
  }
  if (code === 0 && result.passed === 0) {
    // A suite that ran no test proves nothing.
    result.failed = 1;
    result.failures = [...(result.failures ?? []), `${what}: no test ran`];
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Scheduler
// ---------------------------------------------------------------------------------------------------------------

/**
 * Runs `steps` (in list order of priority) with at most `jobs` at a time. A step starts when the steps it `needs`
 * have passed; one whose prerequisite failed is not run and counts as one failure. `uses` names the shared things a
 * step reads or writes (`{ sources: 'read', dist: 'write' }`): a step that writes one never runs beside a step that
 * reads or writes it. Output goes to test-results/logs/<step>.log and, with `stream`, to stdout with the step's
 * name in front of each line.
 */
export async function schedule(steps, { jobs, stream, started = Date.now() }) {
  mkdirSync(logs, { recursive: true });
  const byName = new Map(steps.map((s) => [s.name, s]));
  const state = new Map(steps.map((s) => [s.name, 'waiting']));
  const results = new Map();
  const active = new Set();

  const finished = (name) => ['passed', 'failed', 'skipped'].includes(state.get(name));
  const conflicts = (a, b) =>
    Object.entries(a.uses ?? {}).some(
      ([thing, mode]) => b.uses?.[thing] !== undefined && (mode === 'write' || b.uses[thing] === 'write'),
    );
  const ready = (step) =>
    (step.needs ?? []).every((n) => !byName.has(n) || state.get(n) === 'passed') &&
    ![...active].some((other) => conflicts(step, other));
  const blocked = (step) =>
    (step.needs ?? []).some((n) => byName.has(n) && ['failed', 'skipped'].includes(state.get(n)));

  async function start(step) {
    state.set(step.name, 'running');
    active.add(step);
    const file = join(logs, `${step.name}.log`);
    const sink = createWriteStream(file);
    const width = Math.max(...steps.map((s) => s.name.length));
    let partial = '';
    const write = (chunk) => {
      const text = chunk.toString();
      sink.write(text);
      if (!stream) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${step.name.padEnd(width)} │ ${line}\n`);
    };
    const t0 = Date.now();
    log(`▶ ${step.name} (at ${seconds(t0 - started)})`);
    let result;
    try {
      result = await step.run({
        write,
        run: (cmd, args, opts = {}) => run(cmd, args, { ...opts, out: write }),
      });
    } catch (error) {
      write(`${error?.stack ?? error}\n`);
      result = { passed: 0, failed: 1, failures: [`${step.name} crashed: ${error?.message ?? error}`] };
    }
    if (stream && partial) process.stdout.write(`${step.name.padEnd(width)} │ ${partial}\n`);
    await new Promise((res) => sink.end(res));
    const ms = Date.now() - t0;
    results.set(step.name, { name: step.name, ...result, ms, start: t0 - started, log: file });
    state.set(step.name, result.failed === 0 ? 'passed' : 'failed');
    active.delete(step);
    log(
      `${result.failed === 0 ? '✓' : '✗'} ${step.name}: ${result.passed} passed, ${result.failed} failed in ${seconds(ms)}`,
    );
    if (result.failed > 0) {
      for (const failure of (result.failures ?? []).slice(0, 30)) log(`    ✗ ${failure}`);
      log(`    full output: ${file}`);
    }
  }

  await new Promise((done) => {
    const tick = () => {
      for (const step of steps) {
        if (state.get(step.name) === 'waiting' && blocked(step)) {
          state.set(step.name, 'skipped');
          const missing = step.needs.filter((n) => ['failed', 'skipped'].includes(state.get(n)));
          results.set(step.name, {
            name: step.name,
            passed: 0,
            failed: 1,
            failures: [`not run: ${missing.join(', ')} failed`],
            ms: 0,
            start: Date.now() - started,
          });
          log(`✗ ${step.name}: not run, because ${missing.join(', ')} failed`);
        }
      }
      for (const step of steps) {
        if (active.size >= jobs) break;
        if (state.get(step.name) === 'waiting' && ready(step)) {
          start(step).then(tick);
        }
      }
      if (steps.every((s) => finished(s.name))) done();
    };
    tick();
  });
  return steps.map((s) => results.get(s.name));
}

/** The summary table, then the plain last line `N passed, N failed`. */
export function report(results, { started, title = 'Summary', file = 'timings.json' }) {
  const total = Date.now() - started;
  const width = Math.max(...results.map((r) => r.name.length), 4);
  console.log(`\n[test] ${title}`);
  console.log(
    `  ${'step'.padEnd(width)}  result  ${'passed'.padStart(6)}  ${'failed'.padStart(6)}  ${'start'.padStart(8)}  ${'duration'.padStart(9)}`,
  );
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(width)}  ${r.failed ? 'FAIL  ' : 'ok    '}  ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${seconds(r.start).padStart(8)}  ${seconds(r.ms).padStart(9)}`,
    );
  }
  const cpu = results.reduce((n, r) => n + r.ms, 0);
  console.log(
    `\n  total: ${minutes(total)} (wall clock; the steps' own durations add up to ${minutes(cpu)})`,
  );
  mkdirSync(reports, { recursive: true });
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const summary = { total: total / 1000, passed, failed, steps: results.map(({ log: _log, ...r }) => r) };
  // For docs/benchmarks.md's table of step durations, and for comparing two runs.
  writeFileSync(join(reports, file), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed;
}
