import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RequestHandler } from 'express';
import { matchesEtag, pageEncoding } from './cache-fast-path';

/** The content types of the files `scripts/precompress.mjs` compresses. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

interface Variant {
  file: string;
  etag: string;
}

/** One build file and its compressed copies, found once at start-up (the build never changes under a server). */
interface Entry {
  type: string;
  br?: Variant;
  gzip?: Variant;
}

/** A strong validator from the bytes sent, the same on every machine that serves this build. */
function variant(file: string): Variant {
  return {
    file,
    etag: `"${createHash('sha1').update(readFileSync(file)).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * The client build's hashed scripts and stylesheets from their brotli or gzip copies (`scripts/precompress.mjs`),
 * for a browser that accepts one: sent as they are, with `Content-Encoding`, `Vary: Accept-Encoding`, a year's
 * immutable caching and a validator of their own. Anything else (a browser that accepts neither, a file with no
 * copy, a source map) goes on to the static files, where `compression` does what it did before.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const entries = new Map<string, Entry>();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      const type = TYPES[extname(name)];
      if (!type) continue;
      const br = join(dir, `${name}.br`);
      const gzip = join(dir, `${name}.gz`);
      const entry: Entry = { type };
      if (existsSync(br)) entry.br = variant(br);
      if (existsSync(gzip)) entry.gzip = variant(gzip);
      if (entry.br || entry.gzip) entries.set(`/${name}`, entry);
    }
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const entry = entries.get(req.path);
    if (!entry) return next();
    const encoding = pageEncoding(req.headers['accept-encoding']);
    const chosen = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : undefined;
    if (!chosen) return next();
    res.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Type': entry.type,
      'Content-Encoding': chosen === entry.br ? 'br' : 'gzip',
      Vary: 'Accept-Encoding',
      ETag: chosen.etag,
    });
    if (matchesEtag(req.headers['if-none-match'], chosen.etag)) {
      res.removeHeader('Content-Encoding');
      res.status(304).end();
      return;
    }
    res.sendFile(
      chosen.file,
      { acceptRanges: false, cacheControl: false, etag: false, lastModified: false, dotfiles: 'deny' },
      (error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };
}
