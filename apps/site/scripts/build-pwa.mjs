// The installable web app of the client build (offline kitchen mode, docs/offline.md): the manifest and icons
// drawn from the brand's theme and logo emblem (src/pwa/web-app.ts), and the Workbox service worker
// (src/service-worker/sw.ts) bundled, with the precache list of the build's hashed files injected. Runs after
// `vite build` (it reads dist/client) as the last step of `npm run build`.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import { injectManifest } from 'workbox-build';

const siteRoot = resolve(import.meta.dirname, '..');
const clientDir = join(siteRoot, 'dist/client');
const temp = await mkdtemp(join(tmpdir(), 'larder-pwa-'));

try {
  // 1. Manifest and icons, from the same brand and theme modules the pages use.
  const webAppModule = join(temp, 'web-app.mjs');
  await build({
    entryPoints: [join(siteRoot, 'src/pwa/web-app.ts')],
    outfile: webAppModule,
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['@larder/source'],
    mainFields: ['module', 'main'],
    logLevel: 'warning',
  });
  const webApp = await import(pathToFileURL(webAppModule).href);
  await mkdir(join(clientDir, 'icons'), { recursive: true });
  for (const icon of [...webApp.WEB_APP_ICONS, webApp.APPLE_TOUCH_ICON]) {
    const svg = webApp.webAppIconSvg(icon);
    await sharp(Buffer.from(svg))
      .png({ compressionLevel: 9 })
      .toFile(join(clientDir, 'icons', icon.file));
  }
  await writeFile(
    join(clientDir, 'manifest.webmanifest'),
    `${JSON.stringify(webApp.webAppManifest(), null, 2)}\n`,
  );

  // 2. The service worker: bundled for the browser, then the precache list injected.
  const swSource = join(temp, 'sw.js');
  await build({
    entryPoints: [join(siteRoot, 'src/service-worker/sw.ts')],
    outfile: swSource,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // The offline page is precached with the build: its revision is the build's (the entry chunk's hash moves with
  // any change of the pages' code).
  const viteManifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const revision = createHash('sha256').update(JSON.stringify(viteManifest)).digest('hex').slice(0, 16);
  const { count, size, warnings } = await injectManifest({
    swSrc: swSource,
    swDest: join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    // Every page's scripts and styles, the brand's core typeface files (what every page sets; the latin and
    // latin-ext files load when a page needs one of their rarer characters, cached then) and the app icons. Not:
    // source maps, the PDF preview's worker (only the PDF dialog needs it, 1 MB), the manifest and the worker itself.
    globPatterns: ['assets/*.{js,css}', 'assets/*-core-wght-normal-*.woff2', 'icons/*.png'],
    globIgnores: ['assets/pdf.worker*'],
    // Hashed names: the URL is the revision.
    dontCacheBustURLsMatching: /^assets\//,
    additionalManifestEntries: [{ url: '/offline', revision }],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`build-pwa: ${warning}`);
  console.log(
    `build-pwa: sw.js precaches ${count} files (${Math.round(size / 1024)} KiB); manifest and icons`,
  );
} finally {
  await rm(temp, { recursive: true, force: true });
}
