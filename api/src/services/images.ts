import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../errors';

/**
 * The thumbor-style resizer behind `/img/fit-in/{w}x{h}/{path}`: rasterises an SVG or PNG of the image root to
 * fit inside w×h, encodes AVIF, WebP or JPEG (whatever the browser accepts, best first) and keeps the result in
 * a disk cache keyed by source, size, format and the source's modification time. Renditions not yet cached are made
 * a few at a time, in the order they were asked for (see `createImageStore`).
 */

export const MAX_DIMENSION = 2000;
export const IMAGE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp'] as const;

export type OutputFormat = 'avif' | 'webp' | 'jpeg';

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export function mimeType(extOrFormat: string): string {
  return MIME[extOrFormat] ?? 'application/octet-stream';
}

/**
 * The best format among the media types a request accepts (`req.accepts()`: the Accept header's types by
 * preference, those with q=0 left out). AVIF, then WebP, when named; JPEG otherwise, also for a bare wildcard.
 */
export function pickFormat(accepted: readonly string[]): OutputFormat {
  const types = new Set(accepted.map((type) => type.toLowerCase()));
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return 'jpeg';
}

/** Parses '300x288'; each side 1–MAX_DIMENSION. */
export function parseSize(size: string): { width: number; height: number } {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(size);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (match === null || width < 1 || height < 1 || width > MAX_DIMENSION || height > MAX_DIMENSION) {
    throw AppError.badRequest('size', size, `Size must be WIDTHxHEIGHT, each from 1 to ${MAX_DIMENSION}`);
  }
  return { width, height };
}

/**
 * The file under `root` named by the path segments. Refuses anything that could leave the root (.., empty or
 * dot segments, separators or NUL inside a segment) with 400, and unknown extensions with 404.
 */
export function resolveImage(root: string, segments: readonly string[]): string {
  const bad = segments.find(
    (segment) => segment === '' || segment.startsWith('.') || /[\\/\0:]/.test(segment),
  );
  if (segments.length === 0 || bad !== undefined) {
    throw AppError.badRequest('path', segments.join('/'), 'Invalid image path');
  }
  const base = resolve(root);
  const file = resolve(base, ...segments);
  if (!file.startsWith(base + sep))
    throw AppError.badRequest('path', segments.join('/'), 'Invalid image path');
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extname(file).toLowerCase())) {
    throw AppError.notFound('path', segments.join('/'), 'Image not found');
  }
  return file;
}

async function sourceStat(file: string, requested: string) {
  try {
    const info = await stat(file);
    if (info.isFile()) return info;
  } catch {
    // fall through to 404
  }
  throw AppError.notFound('path', requested, 'Image not found');
}

export interface ImageStore {
  /** The original file (for `/img/{path}`). */
  original(segments: readonly string[]): Promise<{ file: string; type: string }>;
  /** A resized rendition, from the cache when present. */
  fitIn(
    segments: readonly string[],
    size: { width: number; height: number },
    format: OutputFormat,
  ): Promise<{ body: Buffer; type: string }>;
}

/**
 * Runs tasks at most `limit` at a time; waiting ones start by their place in line (`place`, by default the order they
 * were handed in). Renditions are CPU work: run all at once, every image of a page shares the cores, and the first
 * one asked for (the page's main picture, which the browser requests first) is done no sooner than the last.
 */
export function orderedLimit(limit: number): <T>(task: () => Promise<T>, place?: number) => Promise<T> {
  let running = 0;
  let handedIn = 0;
  const waiting: { place: number; start: () => void }[] = [];
  // A finished task hands its slot to the first in line, so a newcomer never overtakes the queue.
  const release = () => {
    const following = waiting.shift();
    if (following) following.start();
    else running -= 1;
  };
  return async (task, place = handedIn) => {
    handedIn += 1;
    if (running < limit) running += 1;
    else
      await new Promise<void>((start) => {
        const at = waiting.findIndex((other) => other.place > place);
        waiting.splice(at === -1 ? waiting.length : at, 0, { place, start });
      });
    try {
      return await task();
    } finally {
      release();
    }
  };
}

export interface ImageStoreOptions {
  root: string;
  cacheDir: string;
  /** Renditions made at once (default: the cores less one, at least one); the rest wait their turn in order. */
  concurrency?: number;
}

export function createImageStore(options: ImageStoreOptions): ImageStore {
  const turn = orderedLimit(options.concurrency ?? Math.max(1, availableParallelism() - 1));
  // Requests take their place in line on arrival: checking the cache first must not reorder them. A rendition is
  // handed to `turn` only once every earlier request has been handed over or answered (from the cache, or with an
  // error), so one whose checks finish sooner does not take a free slot ahead of an earlier one.
  let arrivals = 0;
  let earlierHandedOver: Promise<void> = Promise.resolve();
  /** Renditions being made, by cache file: a second request for one waits for the same work. */
  const making = new Map<string, Promise<Buffer>>();
  const encode = (image: Sharp, format: OutputFormat) => {
    if (format === 'avif') return image.avif({ quality: 55, effort: 2 });
    if (format === 'webp') return image.webp({ quality: 80 });
    // JPEG has no transparency: transparent artwork goes on white, as on the page.
    return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  };

  return {
    async original(segments) {
      const file = resolveImage(options.root, segments);
      await sourceStat(file, segments.join('/'));
      return { file, type: mimeType(extname(file).toLowerCase()) };
    },

    async fitIn(segments, size, format) {
      const place = arrivals++;
      const earlier = earlierHandedOver;
      let handedOver = () => {};
      const mine = new Promise<void>((resolve) => (handedOver = resolve));
      earlierHandedOver = earlier.then(() => mine);
      try {
        const requested = segments.join('/');
        const file = resolveImage(options.root, segments);
        const info = await sourceStat(file, requested);
        const key = createHash('sha256')
          .update(JSON.stringify([requested, size.width, size.height, format, info.mtimeMs, info.size]))
          .digest('hex');
        const cached = join(options.cacheDir, key.slice(0, 2), `${key}.${format}`);
        try {
          return { body: await readFile(cached), type: mimeType(format) };
        } catch {
          // not cached yet
        }
        await earlier;
        let pending = making.get(cached);
        if (!pending) {
          pending = turn(() => render(file, size, format, cached), place);
          making.set(cached, pending);
          pending.finally(() => making.delete(cached)).catch(() => undefined);
        }
        handedOver();
        return { body: await pending, type: mimeType(format) };
      } finally {
        handedOver();
      }
    },
  };

  async function render(
    file: string,
    size: { width: number; height: number },
    format: OutputFormat,
    cached: string,
  ): Promise<Buffer> {
    const source = await readFile(file);
    let density: number | undefined;
    if (extname(file).toLowerCase() === '.svg') {
      // Rasterise vector art at the target size rather than scaling up a 72 dpi bitmap.
      const meta = await sharp(source).metadata();
      const scale = Math.max(
        size.width / (meta.width || size.width),
        size.height / (meta.height || size.height),
      );
      density = Math.min(Math.max(72 * scale, 1), 2400);
    }
    const image = sharp(source, density === undefined ? {} : { density }).resize({
      width: size.width,
      height: size.height,
      fit: 'inside',
      withoutEnlargement: density === undefined,
    });
    const body = await encode(image, format).toBuffer();
    await mkdir(dirname(cached), { recursive: true });
    // Write then rename, so a concurrent reader never sees half a file.
    const temporary = `${cached}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, cached);
    return body;
  }
}
