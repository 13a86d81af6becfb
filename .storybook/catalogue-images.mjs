// The catalogue artwork behind the image resizer's URLs, for Storybook: `/img/fit-in/{w}x{h}/{path}` answers with
// `api/content/images/{path}` as it is (the drawings are SVG, so any size is sharp). Stories then show the real
// bottles, cups and dishes instead of the load-error fallback, with the same URLs the site uses. Served by the
// Storybook dev server and the Vitest story run (main.ts `viteFinal`) and by the visual suite's static server.
import { createReadStream, statSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../api/content/images');
const resized = /^\/img\/fit-in\/\d+x\d+\/(.+)$/;
const types = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The artwork file a resizer URL path names, or null (not a resizer URL, outside the folder, or no such file). */
export function catalogueImage(urlPath) {
  const match = resized.exec(urlPath);
  if (!match?.[1]) return null;
  let path;
  try {
    path = normalize(join(root, decodeURIComponent(match[1])));
  } catch {
    return null;
  }
  const type = types[extname(path).toLowerCase()];
  if (!type || !path.startsWith(root + sep)) return null;
  try {
    const stat = statSync(path);
    return stat.isFile() ? { path, size: stat.size, type } : null;
  } catch {
    return null;
  }
}

/** Connect middleware answering resizer URLs from the artwork folder; anything else goes on (404 for no file). */
export function catalogueImages(req, res, next) {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (!pathname.startsWith('/img/fit-in/')) return next();
  const file = catalogueImage(pathname);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No such image');
    return undefined;
  }
  res.writeHead(200, { 'content-type': file.type, 'content-length': file.size, 'cache-control': 'no-cache' });
  createReadStream(file.path).pipe(res);
  return undefined;
}
