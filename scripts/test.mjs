#!/usr/bin/env node
// `npm test`: every check of the repository, in one run, ending with the plain line `N passed, N failed`.
//
// 1. Finds the system packages the tests need (Chromium, fonts, PostgreSQL, Java); installs them with apt when it runs
//    as root on Debian, saying so, and otherwise stops with a clear message.
// 2. Builds every workspace (turbo, cached).
// 3. Runs the static checks (format, lint, typecheck, contract lint, package shape) and every test suite: unit
//    tests, API tests on PGlite *and* on a throwaway PostgreSQL cluster on loopback, Storybook story tests in
//    Chromium, browser journeys with Playwright.
//
// Options: `--only=name,name` runs only the named steps (see `steps` below); `--list` prints them; `--no-build`
// uses the existing builds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, mkdirSync, chownSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'test-results', 'summary');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

const env = {
  ...process.env,
  // Tools' `#!/usr/bin/env node` must find the project's Node 24 (node_modules/.bin/node), also when this script
  // is started directly rather than through `npm test`.
  PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: '0',
};

function log(message) {
  process.stdout.write(`\n[test] ${message}\n`);
}

// ---------------------------------------------------------------------------------------------------------------
// System packages
// ---------------------------------------------------------------------------------------------------------------

function findChromium() {
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

// The W3C Nu HTML checker (vnu-jar) runs on Java.
function hasJava() {
  return spawnSync('java', ['-version']).status === 0;
}

function hasFonts() {
  return existsSync('/usr/share/fonts/truetype/liberation');
}

function ensureSystemPackages() {
  const missing = [];
  if (!findChromium()) missing.push('chromium');
  if (!hasFonts()) missing.push('fonts-liberation');
  if (!findPgBin()) missing.push('postgresql');
  if (!hasJava()) missing.push('default-jre-headless');
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `[test] The tests need these system packages, which are missing: ${missing.join(', ')}.\n` +
        `[test] Install them (Debian: sudo apt-get install -y ${missing.join(' ')}) or set CHROMIUM_PATH, then run npm test again.`,
    );
    process.exit(2);
  }
  log(
    `Installing system packages with apt: ${missing.join(' ')} (needed by the browser and PostgreSQL tests)`,
  );
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: aptEnv,
  });
  if (update.status !== 0 || install.status !== 0 || !findChromium() || !findPgBin() || !hasJava()) {
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

async function startPostgres() {
  const bin = findPgBin();
  const dir = mkdtempSync(join(tmpdir(), 'larder-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(idOf('postgres', '-u')), Number(idOf('postgres', '-g')));
  const run = (cmd) => {
    const r = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', cmd], { encoding: 'utf8' })
      : spawnSync('/bin/sh', ['-c', cmd], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd}\n${r.stdout}\n${r.stderr}`);
  };
  run(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
  run(
    `${bin}/pg_ctl -D ${dir}/data -w -l ${dir}/log -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null`,
  );
  log(`PostgreSQL (${bin.split('/').at(-2)}) started on 127.0.0.1:${port} in ${dir}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function idOf(user, flag) {
  return spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------------------------

/** Runs a command, streaming its output; resolves with its exit code. */
function run(cmd, cmdArgs, opts = {}) {
  return new Promise((res) => {
    const child = spawn(cmd, cmdArgs, {
      cwd: opts.cwd ?? root,
      env: { ...env, ...opts.env },
      stdio: 'inherit',
    });
    child.on('close', (code) => res(code ?? 1));
  });
}

const npx = (bin, binArgs, opts) => run(join(root, 'node_modules', '.bin', bin), binArgs, opts);

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const s = r.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}

/** A vitest suite: counts come from its JSON report; a crash with no report counts as one failure. */
function vitestStep(name, cwd, extraArgs = [], extraEnv = {}) {
  return {
    name,
    async run() {
      const out = join(reports, `${name}.json`);
      const code = await npx(
        'vitest',
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extraArgs],
        { cwd: join(root, cwd), env: extraEnv },
      );
      const counts = vitestCounts(out) ?? { passed: 0, failed: 0 };
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      if (code === 0 && counts.passed === 0) {
        // A suite that ran no test proves nothing.
        counts.failed = 1;
        console.error(`[test] ${name}: no test ran`);
      }
      return counts;
    },
  };
}

/** A check that is one pass or one failure (a linter, a type checker). */
function checkStep(name, bin, binArgs, opts) {
  return {
    name,
    async run() {
      const code = await npx(bin, binArgs, opts);
      return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    },
  };
}

let postgres = null;

const steps = [
  checkStep('format', 'prettier', ['--check', '.', '--log-level', 'warn']),
  checkStep('lint', 'eslint', ['.', '--max-warnings=0']),
  checkStep('typecheck', 'turbo', ['run', 'typecheck', '--output-logs=errors-only']),
  checkStep('contract', 'redocly', ['lint', 'openapi.yaml', '--format=summary']),
  checkStep('publint', 'publint', ['packages/ui', '--strict']),
  checkStep('attw', 'attw', ['--pack', 'packages/ui', '--profile', 'esm-only']),
  vitestStep('domain', 'packages/domain'),
  vitestStep('client', 'packages/client'),
  vitestStep('ui-unit', 'packages/ui', ['--project', 'unit']),
  vitestStep('site-unit', 'apps/site'),
  vitestStep('api-pglite', 'api'),
  {
    name: 'api-postgres',
    async run() {
      postgres ??= await startPostgres();
      return vitestStep('api-postgres', 'api', [], { TEST_DATABASE_URL: postgres.url }).run();
    },
  },
  // Every story in real Chromium with axe, once per brand theme.
  vitestStep('ui-stories', 'packages/ui', ['--project', 'storybook', '--project', 'storybook-steakhouse']),
  // Packs @larder/domain and @larder/ui, installs them into a scratch app outside the workspace and renders there;
  // bundles a ProductTile-only consumer to prove tree-shaking.
  vitestStep('ui-package', 'tests/ui-package'),
  {
    // Every story under both brands, pixel for pixel against the committed baselines (tests/visual/__screenshots__).
    name: 'visual',
    async run() {
      if ((await npx('storybook', ['build', '-c', '.storybook', '-o', 'storybook-static', '--quiet'])) !== 0)
        return { passed: 0, failed: 1 };
      const out = join(reports, 'visual.json');
      const code = await npx(
        'playwright',
        ['test', '-c', 'tests/visual/playwright.config.ts', '--reporter=dot,json'],
        {
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
        },
      );
      const counts = playwrightCounts(out) ?? { passed: 0, failed: 0 };
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      return counts;
    },
  },
  {
    name: 'e2e',
    async run() {
      const out = join(reports, 'e2e.json');
      const code = await npx('playwright', ['test', '--reporter=list,json'], {
        cwd: join(root, 'apps/site'),
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
      const counts = playwrightCounts(out) ?? { passed: 0, failed: 0 };
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      return counts;
    },
  },
];

if (args.includes('--list')) {
  console.log(steps.map((s) => s.name).join('\n'));
  process.exit(0);
}

async function main() {
  ensureSystemPackages();
  env.CHROMIUM_PATH = findChromium();

  log('Building every workspace (turbo run build)');
  const buildCode = args.includes('--no-build')
    ? 0
    : await npx('turbo', ['run', 'build', '--output-logs=errors-only']);
  const results = [];
  if (buildCode !== 0) {
    results.push({ name: 'build', passed: 0, failed: 1 });
  } else {
    for (const step of steps) {
      if (only && !only.includes(step.name)) continue;
      log(`Step ${step.name}`);
      try {
        results.push({ name: step.name, ...(await step.run()) });
      } catch (error) {
        console.error(`[test] ${step.name} crashed:`, error);
        results.push({ name: step.name, passed: 0, failed: 1 });
      }
    }
  }
  postgres?.stop();

  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log('\n[test] Summary');
  for (const r of results)
    console.log(
      `  ${r.failed ? 'FAIL' : 'ok  '} ${r.name.padEnd(14)} ${r.passed} passed, ${r.failed} failed`,
    );
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    postgres?.stop();
    process.exit(130);
  });
}

main();
