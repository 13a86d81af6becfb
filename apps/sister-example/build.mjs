// `npm run build`: the browser bundle (dist/public, code-split so the captcha widget loads only on the contact
// page) and the server (dist/server.js, its dependencies left to node_modules). esbuild reads tsconfig.json.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
const production = { 'process.env.NODE_ENV': '"production"' };

await Promise.all([
  build({
    entryPoints: ['src/client.tsx'],
    outdir: 'dist/public',
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    define: production,
    logLevel: 'warning',
  }),
  build({
    entryPoints: ['src/server.tsx'],
    outfile: 'dist/server.js',
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    define: production,
    logLevel: 'warning',
  }),
]);
console.log('Built dist/server.js and dist/public/');
