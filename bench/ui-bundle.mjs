#!/usr/bin/env node
// `node bench/ui-bundle.mjs` (after `npm run build`): what a consumer's bundle of @larder/ui weighs when it imports
// only ProductTile versus the whole library (esbuild, minified, tree-shaken, react/react-dom/styled-components
// external), and whether the heavy dependencies stay out. Writes the figures into docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { writeSection } from './lib.mjs';
import { bundleConsumer, entries, heavyDependencies, repoRoot } from '../tests/ui-package/bundle.ts';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const tile = await bundleConsumer(entries.productTile);
const all = await bundleConsumer(entries.everything);

const list = (patterns) => (patterns.length ? patterns.join(', ') : 'none');
const row = (label, r) =>
  `| ${label} | ${kb(r.bytes)} | ${kb(r.gzipBytes)} | ${kb(r.lazyGzipBytes)} | ${r.inputs.length} | ${list(r.heavy.filter((p) => !r.heavyLazy.includes(p)))} | ${list(r.heavyLazy)} |`;

const body = [
  '## UI bundle (tree-shaking of `@larder/ui`)',
  '',
  'Command: `node bench/ui-bundle.mjs` (after `npm run build`). A consumer entry is bundled with esbuild against the',
  'built `packages/ui/dist` (`bundle`, `splitting`, `minify`, `treeShaking`, ESM, `react`, `react-dom` and',
  '`styled-components` external), as an application bundler would; gzip at level 9. "First load" is the entry chunk',
  'and what it imports statically; "on use" is what that code can fetch later through `import()` (the captcha',
  'widget, pdf.js for `PdfPreview`). "Heavy dependencies" lists which of',
  `${heavyDependencies.map((d) => `\`${d}\``).join(', ')} have bytes in the output`,
  '(asserted to be none for the tile by `tests/ui-package/tree-shaking.test.ts`).',
  '',
  '| consumer imports | first load, minified | first load, gzip | on use, gzip | source files | heavy dependencies, first load | heavy dependencies, on use |',
  '| --- | ---: | ---: | ---: | ---: | --- | --- |',
  row('`{ ProductTile }`', tile),
  row('`* as ui` (everything)', all),
  '',
  `The tile-only bundle is ${((tile.gzipBytes / all.gzipBytes) * 100).toFixed(1)} % of the whole library's first load (gzip).`,
].join('\n');

const docs = join(repoRoot, 'docs', 'benchmarks.md');
writeSection(docs, 'ui-bundle', body);
// Keep the file as `npm run format` leaves it (aligned table columns), so the format check stays green.
const options = { ...(await resolveConfig(docs)), filepath: docs };
writeFileSync(docs, await format(readFileSync(docs, 'utf8'), options));
console.log(body);
if (tile.heavy.length > 0) {
  console.error(`ProductTile-only bundle contains ${tile.heavy.join(', ')}`);
  process.exitCode = 1;
}
