#!/usr/bin/env node
// `npm test`: every check CI needs, in one run, ending with the plain line `N passed, N failed`.
//
// Steps that do not depend on each other run side by side (two at a time by default: the machine has 2 cores, and
// the browser journeys leave much of a core idle while they wait on pages). Each step's duration and the total are
// printed at the end; test-results/summary/timings.json keeps them, test-results/logs/<step>.log each step's output.
//
// Options:
//   --list            the steps, in the order they start, with what they need
//   --only=a,b        only these steps (and the builds they need)
//   --skip=a,b        all steps but these
//   --no-build        use the existing builds (dist/, storybook-static/) instead of the build steps
//   --jobs=N          steps at a time (default 2; 1 runs them one after the other)
//   --quiet           output only to test-results/logs/, not to the terminal
//
// System packages (Chromium, the Liberation fonts, PostgreSQL) are checked only for the steps that run; as root on
// Debian the missing ones are installed with apt, saying so.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensureSystemPackages,
  findChromium,
  env,
  log,
  playwrightCounts,
  reports,
  report,
  root,
  schedule,
  settle,
  startPostgres,
  stopAll,
  vitestCounts,
} from './lib/runner.mjs';

const args = process.argv.slice(2);
const listArg = (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',')
    .filter(Boolean);
const only = listArg('only');
const skip = listArg('skip') ?? [];
const jobs = Number(listArg('jobs')?.[0] ?? 2);
const noBuild = args.includes('--no-build');

/** A check that is one pass or one failure (a formatter, a linter, a type checker). */
function check(name, bin, binArgs, options = {}) {
  return {
    name,
    ...options,
    async run({ run }) {
      const code = await run(bin, binArgs, options);
      return code === 0
        ? { passed: 1, failed: 0 }
        : { passed: 0, failed: 1, failures: [`${bin} ${binArgs.join(' ')} exited with code ${code}`] };
    },
  };
}

/** A vitest suite; its counts come from its JSON report. */
function vitest(name, cwd, vitestArgs = [], options = {}) {
  return {
    name,
    ...options,
    uses: { sources: 'read', ...options.uses },
    async run(ctx) {
      const out = join(reports, `${name}.json`);
      const code = await ctx.run(
        'vitest',
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...vitestArgs],
        { cwd: join(root, cwd), env: { ...options.env, ...ctx.env } },
      );
      return settle(code, vitestCounts(out), `vitest (${cwd})`);
    },
  };
}

/** A Playwright suite; its counts come from its JSON report. */
function playwright(name, playwrightArgs, options = {}) {
  return {
    name,
    system: ['chromium', 'fonts-liberation'],
    ...options,
    async run({ run }) {
      const out = join(reports, `${name}.json`);
      const code = await run('playwright', ['test', ...playwrightArgs], {
        cwd: options.cwd ?? root,
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
      return settle(code, playwrightCounts(out), `playwright (${name})`);
    },
  };
}

let postgres = null;

/** site-start's file; site-unit runs the site's other tests. */
const startScripts = 'src/server/start-scripts.test.ts';

// In order of priority: the build the browser journeys need first, then the journeys (the longest step), then the
// rest. `needs` names steps that must pass first. `uses` says what a step reads or writes: the workspaces' sources
// (dev-live edits them) and their dist builds (the build writes them, and so do site-start's `npm start` smoke
// tests); a step that writes one never runs beside a step that uses it.
const steps = [
  check('build', 'turbo', ['run', 'build', '--output-logs=errors-only'], {
    uses: { sources: 'read', dist: 'write' },
    build: true,
  }),
  playwright('e2e', ['--reporter=list,json'], {
    cwd: join(root, 'apps/site'),
    needs: ['build'],
    uses: { dist: 'read' },
  }),
  // Unit tests of the site, and its server tests on the built site (they read dist/, so they run beside the
  // journeys). The smoke tests of `npm start` and `npm run dev` are site-start's.
  vitest('site-unit', 'apps/site', ['--exclude', startScripts], {
    needs: ['build'],
    uses: { dist: 'read' },
    // The server HTML goes through the W3C Nu checker (Java).
    system: ['default-jre-headless'],
  }),
  // The long steps start early, so that short ones fill the end of both lanes: the Storybook build and its
  // visual comparison come right after the site's own tests.
  check('storybook-build', 'storybook', ['build', '-c', '.storybook', '-o', 'storybook-static', '--quiet'], {
    uses: { sources: 'read' },
    build: true,
  }),
  // Every story under every brand, pixel for pixel against the committed baselines (tests/visual/__screenshots__).
  playwright('visual', ['-c', 'tests/visual/playwright.config.ts', '--reporter=dot,json'], {
    needs: ['storybook-build'],
  }),
  check('format', 'prettier', ['--check', '.', '--log-level', 'warn'], { uses: { sources: 'read' } }),
  check('lint', 'eslint', ['.', '--max-warnings=0'], { uses: { sources: 'read' } }),
  {
    // Every workspace (turbo, from source), then the test projects outside the workspaces.
    name: 'typecheck',
    uses: { sources: 'read' },
    async run({ run }) {
      const failures = [];
      if ((await run('turbo', ['run', 'typecheck', '--output-logs=errors-only'])) !== 0) {
        failures.push('turbo run typecheck');
      }
      for (const dir of ['tests/visual', 'tests/ui-package', 'tests/tooling']) {
        if ((await run('tsc', ['--noEmit', '-p', dir])) !== 0) failures.push(`tsc -p ${dir}`);
      }
      // The sister-brand example is no workspace (it installs the packed tarballs); here it is checked against the
      // library's sources, and the ui-package step checks it against the published declarations.
      const sister = ['--noEmit', '-p', 'apps/sister-example', '--customConditions', '@larder/source'];
      if ((await run('tsc', sister)) !== 0) {
        failures.push('tsc -p apps/sister-example');
      }
      return failures.length === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, failures };
    },
  },
  check('contract', 'redocly', ['lint', 'openapi.yaml', '--format=summary']),
  vitest('domain', 'packages/domain'),
  vitest('client', 'packages/client'),
  vitest('tooling', 'tests/tooling', ['lint-boundaries']),
  vitest('ui-unit', 'packages/ui', ['--project', 'unit*']),
  vitest('api-pglite', 'api'),
  {
    ...vitest('api-postgres', 'api'),
    system: ['postgresql'],
    async run(ctx) {
      postgres ??= await startPostgres(ctx.write);
      try {
        return await vitest('api-postgres', 'api').run({ ...ctx, env: { TEST_DATABASE_URL: postgres.url } });
      } finally {
        postgres.stop();
      }
    },
  },
  // Every story in real Chromium: its play function, then axe under every brand theme (.storybook/brands.tsx).
  vitest('ui-stories', 'packages/ui', ['--project', 'storybook'], {
    system: ['chromium', 'fonts-liberation'],
  }),
  check('publint', 'publint', ['packages/ui', '--strict'], { needs: ['build'], uses: { dist: 'read' } }),
  // The stylesheet exports (fonts, captcha) have no types to resolve: attw checks the JavaScript entry points.
  check(
    'attw',
    'attw',
    [
      '--pack',
      'packages/ui',
      '--profile',
      'esm-only',
      '--exclude-entrypoints',
      './fonts.css',
      './fonts/*.css',
      './captcha.css',
    ],
    {
      needs: ['build'],
      uses: { dist: 'read' },
    },
  ),
  // Packs @larder/domain and @larder/ui, installs them into a scratch app outside the workspace and renders there;
  // installs them into a copy of apps/sister-example, builds it, starts it and drives it in Chromium (theme,
  // hydration, axe, console); bundles a ProductTile-only consumer to prove tree-shaking.
  vitest('ui-package', 'tests/ui-package', [], {
    needs: ['build'],
    uses: { sources: undefined, dist: 'read' },
    system: ['chromium', 'fonts-liberation'],
  }),
  // Smoke tests of `npm start` and `npm run dev`: both run turbo build, a write of dist/, so they run beside no step
  // that reads it. A step of their own, so that they do not hold the journeys back: they run once those are done.
  vitest('site-start', 'apps/site', [startScripts], {
    needs: ['build'],
    uses: { dist: 'write' },
  }),
  // `npm run dev` picks up edits in packages/ui, domain and client: edits sources, so it runs beside no step that
  // reads them.
  vitest('dev-live', 'tests/tooling', ['dev-live'], {
    uses: { sources: 'write' },
    system: ['chromium', 'fonts-liberation'],
  }),
];

if (args.includes('--list')) {
  for (const step of steps) {
    const needs = [...(step.needs ?? []), ...(step.system ?? [])];
    console.log(`${step.name.padEnd(16)}${needs.length ? `needs ${needs.join(', ')}` : ''}`);
  }
  process.exit(0);
}

const unknown = [...(only ?? []), ...skip].filter((name) => !steps.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(
    `[test] Unknown step(s): ${unknown.join(', ')}. \`node scripts/test.mjs --list\` names them.`,
  );
  process.exit(2);
}

/** The selected steps, with the build steps they need (unless --no-build, which uses the existing builds). */
function selected() {
  const chosen = new Set(steps.filter((s) => (!only || only.includes(s.name)) && !skip.includes(s.name)));
  for (const step of [...chosen]) {
    for (const need of step.needs ?? []) {
      const prerequisite = steps.find((s) => s.name === need);
      if (prerequisite?.build && !skip.includes(need)) chosen.add(prerequisite);
    }
  }
  return steps
    .filter((s) => chosen.has(s))
    .filter((s) => !(noBuild && s.build))
    .map((s) =>
      noBuild ? { ...s, needs: (s.needs ?? []).filter((n) => !steps.find((p) => p.name === n)?.build) } : s,
    );
}

async function main() {
  const started = Date.now();
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const chosen = selected();
  ensureSystemPackages(chosen.flatMap((s) => s.system ?? []));
  env.CHROMIUM_PATH = findChromium() ?? '';
  if (
    noBuild &&
    chosen.some((s) => s.name === 'visual') &&
    !existsSync(join(root, 'storybook-static/index.json'))
  ) {
    log('--no-build: storybook-static/ is missing, so the visual step will fail (npm run build-storybook)');
  }
  log(`${chosen.length} steps, ${jobs} at a time: ${chosen.map((s) => s.name).join(', ')}`);
  const results = await schedule(chosen, { jobs, stream: !args.includes('--quiet'), started });
  const failed = report(results, { started });
  process.exit(failed === 0 ? 0 : 1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    postgres?.stop();
    process.exit(130);
  });
}

main();
