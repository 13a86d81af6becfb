#!/usr/bin/env node
// `npm run bench`: every benchmark, one after the other (needs `npm run build` first).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
for (const script of ['api.mjs', 'js-size.mjs', 'ui-bundle.mjs', 'html-size.mjs', 'pages.mjs']) {
  const file = join(root, 'bench', script);
  if (!existsSync(file)) continue;
  console.log(`\n[bench] ${script}`);
  const r = spawnSync(process.execPath, [file], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
