import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Queryable } from '../db/db';
import { AppError } from '../errors';
import { resolveImage } from './images';

/** The size of a share card (Open Graph `og:image`, Twitter `summary_large_image`). */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

export type ShareKind = 'products' | 'recipes';

/**
 * The artwork a share card is made from: a recipe's wide (16:9) picture, cropped to fill the card; a product's
 * pack shot, whole on white. Undefined when no listed product or recipe has the slug.
 */
async function artworkOf(
  db: Queryable,
  kind: ShareKind,
  slug: string,
): Promise<{ path: string; fit: 'cover' | 'contain' } | undefined> {
  if (kind === 'recipes') {
    const result = await db.query<{ image: string }>(
      "select doc->>'image' as image from recipes where slug = $1 and time_archived is null",
      [slug],
    );
    const image = result.rows[0]?.image;
    return image ? { path: image.replace(/\.svg$/, '-16x9.svg'), fit: 'cover' } : undefined;
  }
  const result = await db.query<{ image: string | null }>(
    `select coalesce(doc->'images'->>'website', doc->'images'->>'each', doc->'images'->>'websiteThumbnail') as image
       from products where slug = $1`,
    [slug],
  );
  const image = result.rows[0]?.image;
  return image ? { path: image, fit: 'contain' } : undefined;
}

export interface ShareCards {
  /** The JPEG card of a product or recipe, rendered once and then read from the cache. */
  card(kind: ShareKind, slug: string): Promise<Buffer>;
}

export function createShareCards(options: { db: Queryable; root: string; cacheDir: string }): ShareCards {
  return {
    async card(kind, slug) {
      const artwork = await artworkOf(options.db, kind, slug);
      if (!artwork) throw AppError.notFound('slug', slug);
      const file = resolveImage(options.root, artwork.path.split('/'));
      let info;
      try {
        info = await stat(file);
      } catch {
        throw AppError.notFound('slug', slug);
      }
      const key = createHash('sha256')
        .update(JSON.stringify(['share-card', artwork.path, artwork.fit, info.mtimeMs, info.size]))
        .digest('hex');
      const cached = join(options.cacheDir, key.slice(0, 2), `${key}.jpeg`);
      try {
        return await readFile(cached);
      } catch {
        // not rendered yet
      }
      const source = await readFile(file);
      const meta = await sharp(source).metadata();
      // Rasterise the vector art at the card's size (the larger scale for a crop, the smaller for a whole fit).
      const scales = [SHARE_CARD.width / (meta.width || 1), SHARE_CARD.height / (meta.height || 1)];
      const scale = artwork.fit === 'cover' ? Math.max(...scales) : Math.min(...scales);
      const density = Math.min(Math.max(72 * scale, 1), 2400);
      const body = await sharp(source, file.endsWith('.svg') ? { density } : {})
        .resize({ ...SHARE_CARD, fit: artwork.fit, background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      await mkdir(join(options.cacheDir, key.slice(0, 2)), { recursive: true });
      const temporary = `${cached}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, cached);
      return body;
    },
  };
}
