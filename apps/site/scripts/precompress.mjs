// Brotli (quality 11) and gzip (level 9) copies of the client build's hashed scripts and stylesheets, written beside
// each file as `name.br` and `name.gz` and served by `src/server/precompressed.ts` to browsers that accept them.
// Made once per build: compressing on each request (the `compression` middleware's brotli quality 4) sent the
// entry as 114.6 KiB where quality 11 makes it 98.1 (docs/benchmarks.md). A copy that is not smaller than the file
// is not written (the server then sends the file as it is). Runs after `vite build` as part of `npm run build`.
//
//   node scripts/precompress.mjs [dist/client/assets]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The build files worth compressing: text the browser loads (source maps are fetched by developers only). */
export const PRECOMPRESSED = /\.(?:m?js|css|svg|json)$/;

/** Writes `file.br` and `file.gz` for every matching file of `dir`; returns what it wrote. */
export async function precompress(dir) {
  const names = (await readdir(dir)).filter((name) => PRECOMPRESSED.test(name));
  const written = [];
  // zlib's asynchronous calls run on libuv's thread pool: the files are compressed side by side.
  await Promise.all(
    names.map(async (name) => {
      const body = await readFile(join(dir, name));
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      for (const [suffix, copy] of [
        ['.br', br],
        ['.gz', gz],
      ]) {
        if (copy.length >= body.length) continue;
        await writeFile(join(dir, name + suffix), copy);
        written.push({ name: name + suffix, bytes: copy.length, of: body.length });
      }
    }),
  );
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = resolve(process.argv[2] ?? join(import.meta.dirname, '../dist/client/assets'));
  const written = await precompress(dir);
  const total = (suffix) =>
    written.filter((file) => file.name.endsWith(suffix)).reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `precompress: ${written.length} files in ${dir} (brotli ${(total('.br') / 1024).toFixed(1)} KiB, ` +
      `gzip ${(total('.gz') / 1024).toFixed(1)} KiB)`,
  );
}
