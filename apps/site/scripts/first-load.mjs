// First-load JavaScript of every page of the site, from the client build (dist/client, Vite's manifest): the entry
// chunk and the page's lazy module, each with its static imports (dynamic imports such as dialogs and the captcha
// widget are not loaded until used), gzip level 9. Shared by bench/js-size.mjs (docs/benchmarks.md) and the budget
// test (src/server/first-load.test.ts). Types: first-load.d.mts.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** Page module → route file name, read from the route files (`lazyPage('src/…/x.tsx', …)`). */
function pageModules(siteRoot) {
  const found = [];
  for (const file of readdirSync(join(siteRoot, 'src')).filter((f) => f.endsWith('routes.ts'))) {
    for (const [, module] of readFileSync(join(siteRoot, 'src', file), 'utf8').matchAll(
      /lazyPage\(\s*'([^']+)'/g,
    )) {
      if (!found.includes(module)) found.push(module);
    }
  }
  return found;
}

export function firstLoad(siteRoot = resolve(import.meta.dirname, '..')) {
  const client = join(siteRoot, 'dist/client');
  const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const next of chunk.imports ?? []) closure(next, seen);
    return seen;
  };
  const measured = new Map();
  const measure = (key) => {
    const file = manifest[key].file;
    if (!measured.has(file)) {
      const bytes = readFileSync(join(client, file));
      measured.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return measured.get(file);
  };
  const chunksOf = (keys) => [...keys].map((key) => ({ key, file: manifest[key].file, ...measure(key) }));
  const total = (chunks, field) => chunks.reduce((sum, chunk) => sum + chunk[field], 0);

  const entryKeys = closure(CLIENT_ENTRY);
  const entryChunks = chunksOf(entryKeys);
  const pages = pageModules(siteRoot)
    .filter((module) => manifest[module])
    .map((module) => {
      const own = chunksOf([...closure(module, new Set(entryKeys))].filter((key) => !entryKeys.has(key)));
      const chunks = [...entryChunks, ...own];
      return {
        module,
        name: module.replace(/\.tsx$/, ''),
        chunks,
        gzip: total(chunks, 'gzip'),
        raw: total(chunks, 'raw'),
        ownGzip: total(own, 'gzip'),
      };
    });
  return {
    client,
    entry: { chunks: entryChunks, gzip: total(entryChunks, 'gzip'), raw: total(entryChunks, 'raw') },
    pages,
  };
}
