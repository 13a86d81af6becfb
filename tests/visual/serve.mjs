#!/usr/bin/env node
// A small static file server for the built Storybook: `node serve.mjs <dir> <port>`, on 127.0.0.1 only.
// Used by playwright.config.ts (no extra dependency); stops on SIGTERM/SIGINT.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { catalogueImage } from '../../.storybook/catalogue-images.mjs';

const [dirArg, portArg] = process.argv.slice(2);
const root = resolve(dirArg ?? 'storybook-static');
const port = Number(portArg);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node serve.mjs <dir> <port>');
  process.exit(2);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

function fileFor(urlPath) {
  let path;
  try {
    path = normalize(join(root, decodeURIComponent(urlPath)));
  } catch {
    return null;
  }
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return fileFor(`${urlPath.replace(/\/?$/, '/')}index.html`);
    return stat.isFile() ? { path, size: stat.size } : null;
  } catch {
    return null;
  }
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const readable = req.method === 'GET' || req.method === 'HEAD';
  // Resizer URLs answer with the catalogue's artwork, as in the Storybook dev server (.storybook/main.ts).
  const image = readable && pathname.startsWith('/img/fit-in/') ? catalogueImage(pathname) : null;
  const file = image ?? (readable ? fileFor(pathname) : null);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': types[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': file.size,
    // Hashed assets do not change during a run; the browser context keeps them between stories.
    'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=3600, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file.path).pipe(res);
});

server.listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
