#!/usr/bin/env node
// `npm run test:quick`: what to run after a small change, in a few minutes. Formatting and lint of the changed
// files, types of the changed workspaces and of those that depend on them, and the unit tests that the changes can
// affect (vitest --changed follows the import graph, across workspaces since they resolve each other from source).
// It builds nothing, installs nothing, and needs no browser and no PostgreSQL; `npm test` runs everything.
//
// "Changed" is everything since the branch left main (committed, staged, unstaged and new files), or only the
// uncommitted changes when on main itself. Options: --base=REF to compare with another commit; --list to print the
// changed files and the plan without running it; --jobs=N steps at a time (default 2).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { log, report, reports, root, schedule, settle, vitestCounts } from './lib/runner.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
const lines = (text) => text.split('\n').filter(Boolean);

/** The commit to compare with: --base, else where this branch left main, else HEAD (uncommitted changes only). */
function baseRef() {
  const asked = option('base');
  if (asked) return git('rev-parse', '--verify', asked);
  try {
    const forkPoint = git('merge-base', 'HEAD', 'main');
    return forkPoint === git('rev-parse', 'HEAD') ? 'HEAD' : forkPoint;
  } catch {
    return 'HEAD';
  }
}

const base = baseRef();
/** Every path the change touches, deleted ones included (a deletion can break the workspaces that import it). */
const touchedPaths = [
  ...new Set([
    ...lines(git('diff', '--name-only', base)),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ]),
];
/** The changed files that still exist: what the formatter and the linter read. */
const changed = touchedPaths.filter((file) => existsSync(join(root, file)));

// The workspaces, their folders and the workspaces each one depends on.
const manifest = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
const workspaces = manifest('.').workspaces.map((dir) => {
  const m = manifest(dir);
  const deps = Object.keys({ ...m.dependencies, ...m.devDependencies, ...m.peerDependencies });
  return { dir, name: m.name, deps };
});
const names = new Set(workspaces.map((w) => w.name));
const owner = (file) => workspaces.find((w) => file.startsWith(`${w.dir}/`));

/** Changed workspaces and every workspace that depends on one of them, directly or not. */
function affected() {
  // A change to the shared compiler or package settings can affect every workspace.
  const everything = touchedPaths.some((f) =>
    ['tsconfig.json', 'package.json', 'package-lock.json'].includes(f),
  );
  const hit = new Set(
    everything
      ? names
      : touchedPaths
          .map(owner)
          .filter(Boolean)
          .map((w) => w.name),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const w of workspaces) {
      if (!hit.has(w.name) && w.deps.some((d) => hit.has(d))) {
        hit.add(w.name);
        grew = true;
      }
    }
  }
  return workspaces.filter((w) => hit.has(w.name));
}

const lintable = changed.filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f) && !f.endsWith('.d.ts'));
const lintSetupChanged = changed.some((f) => f === 'eslint.config.js' || f.startsWith('scripts/lint-rules/'));
const touched = affected();

/** Unit-test projects per workspace (the browser story tests and the PostgreSQL pass are for `npm test`). */
const unitArgs = {
  '@larder/domain': [],
  '@larder/client': [],
  '@larder/ui': ['--project', 'unit*'],
  '@larder/api': [],
  '@larder/site': [],
};

function check(name, bin, binArgs) {
  return {
    name,
    async run({ run }) {
      const code = await run(bin, binArgs);
      return code === 0
        ? { passed: 1, failed: 0 }
        : { passed: 0, failed: 1, failures: [`${bin} exited with code ${code}`] };
    },
  };
}

// The library's tests all reach every component through src/index.ts (the conformance helper checks each export),
// so vitest's import graph would select all of them for any change. Its components import each other by folder
// (`'../Button'`), so the tests a change reaches are found by that graph instead.
const uiComponents = join(root, 'packages/ui/src/components');

/** The component folders whose tests a change reaches, or null for "all of them". */
function uiTestFolders() {
  const folders = readdirSync(uiComponents);
  const importsOf = new Map(
    folders.map((folder) => {
      const sources = readdirSync(join(uiComponents, folder))
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
        .map((file) => readFileSync(join(uiComponents, folder, file), 'utf8'))
        .join('\n');
      const used = new Set([...sources.matchAll(/from '\.\.\/([A-Za-z]+)/g)].map((m) => m[1]));
      return [folder, { used, domain: sources.includes("from '@larder/domain'") }];
    }),
  );
  const hit = new Set();
  for (const path of touchedPaths) {
    const inUi = /^packages\/ui\/src\/components\/([^/]+)\//.exec(path);
    if (inUi) hit.add(inUi[1]);
    else if (path.startsWith('packages/ui/') && !path.endsWith('.md')) return null;
    else if (path.startsWith('packages/domain/src/')) {
      for (const [folder, { domain }] of importsOf) if (domain) hit.add(folder);
    }
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const [folder, { used }] of importsOf) {
      if (!hit.has(folder) && [...used].some((dependency) => hit.has(dependency))) {
        hit.add(folder);
        grew = true;
      }
    }
  }
  return [...hit].filter((folder) => existsSync(join(uiComponents, folder))).sort();
}

/** The tests among a workspace's own that the changes reach, by vitest's import graph. */
function changedTests(workspace) {
  const name = `unit ${workspace.name.replace('@larder/', '')}`;
  return {
    name,
    async run(ctx) {
      const out = join(reports, `quick-${workspace.dir.replaceAll(sep, '-').replaceAll('/', '-')}.json`);
      const folders = workspace.name === '@larder/ui' ? uiTestFolders() : null;
      const selection = folders
        ? folders.map((folder) => `src/components/${folder}/`)
        : base === 'HEAD'
          ? ['--changed']
          : ['--changed', base];
      if (folders) ctx.write(`component folders reached: ${folders.join(', ') || 'none'}\n`);
      if (folders?.length === 0) return { passed: 0, failed: 0 };
      const vitestArgs = [
        'run',
        ...selection,
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
        ...unitArgs[workspace.name],
      ];
      const code = await ctx.run('vitest', vitestArgs, { cwd: join(root, workspace.dir) });
      const counts = vitestCounts(out) ?? { passed: 0, failed: 0, failures: [] };
      // No test reached by the change is a valid outcome here, unlike in `npm test`.
      return counts.passed === 0 && counts.failed === 0 && code === 0 ? counts : settle(code, counts, name);
    },
  };
}

const steps = [];
if (changed.length > 0) {
  steps.push(check('format', 'prettier', ['--check', '--ignore-unknown', '--log-level', 'warn', ...changed]));
}
if (lintSetupChanged || lintable.length > 0) {
  const cache = ['--cache', '--cache-location', 'node_modules/.cache/eslint/'];
  steps.push(
    check('lint', 'eslint', ['--max-warnings=0', ...cache, ...(lintSetupChanged ? ['.'] : lintable)]),
  );
}
if (touched.length > 0) {
  steps.push(
    check('typecheck', 'turbo', [
      'run',
      'typecheck',
      '--output-logs=errors-only',
      ...touched.map((w) => `--filter=${w.name}`),
    ]),
  );
}
if (changed.includes('openapi.yaml')) {
  steps.push(check('contract', 'redocly', ['lint', 'openapi.yaml', '--format=summary']));
}
for (const workspace of touched) steps.push(changedTests(workspace));
if (lintSetupChanged) {
  steps.push({
    name: 'lint rules',
    async run(ctx) {
      const out = join(reports, 'quick-tooling.json');
      const code = await ctx.run(
        'vitest',
        ['run', 'lint-boundaries', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
        { cwd: join(root, 'tests/tooling') },
      );
      return settle(code, vitestCounts(out), 'lint rules');
    },
  });
}

const described = base === 'HEAD' ? 'uncommitted changes' : `changes since ${base.slice(0, 10)}`;
log(
  `${changed.length} changed file(s) (${described}); workspaces to check: ${touched.map((w) => w.name).join(', ') || 'none'}`,
);
if (args.includes('--list')) {
  for (const file of changed) console.log(`  ${relative(root, join(root, file))}`);
  console.log(`steps: ${steps.map((s) => s.name).join(', ') || 'none'}`);
  process.exit(0);
}

const started = Date.now();
const results = await schedule(steps, { jobs: Number(option('jobs') ?? 2), stream: true, started });
const failed = report(results, { started, title: 'Quick tier', file: 'quick-timings.json' });
process.exit(failed === 0 ? 0 : 1);
