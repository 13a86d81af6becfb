import { createHash } from 'node:crypto';
import {
  MENU_INSIGHT_FILE_KINDS,
  menuInsight,
  type MenuInsight,
  type MenuInsightFileKind,
} from '@larder/domain';
import { renderInsightFile } from '../pdf/insights';

/**
 * The downloads of the menu-insight pages (`/files/insights/{slug}.pdf`, `/files/brochures/{slug}.pdf`). Their copy
 * ships with the code, so each file is rendered once per process and kept in memory (24 small files); the ETag
 * is a hash of the copy and the layout version.
 */

/** Bump when the layout changes, so clients revalidate. */
const LAYOUT_VERSION = '2';

export interface InsightFiles {
  /** The file of a menu-insight page; undefined for another kind, a name without `.pdf` or an unknown slug. */
  file(kind: string, name: string): Promise<{ body: Buffer; etag: string; filename: string } | undefined>;
  /** Whether `kind` is one of the menu-insight kinds (the catalogue PDFs have the others). */
  serves(kind: string): kind is MenuInsightFileKind;
}

export function createInsightFiles(options: { publicUrl: string; compress?: boolean }): InsightFiles {
  const settings = { compress: options.compress ?? true, publicUrl: options.publicUrl };
  const cache = new Map<string, Promise<{ body: Buffer; etag: string }>>();

  function rendered(insight: MenuInsight, kind: MenuInsightFileKind) {
    const key = `${kind}/${insight.slug}`;
    let file = cache.get(key);
    if (file === undefined) {
      const etag = createHash('sha256')
        .update(JSON.stringify([LAYOUT_VERSION, settings, kind, insight]))
        .digest('hex')
        .slice(0, 16);
      file = renderInsightFile(insight, kind, settings).then((body) => ({ body, etag }));
      // A failed render is not kept: the next request tries again.
      file.catch(() => cache.delete(key));
      cache.set(key, file);
    }
    return file;
  }

  const serves = (kind: string): kind is MenuInsightFileKind =>
    (MENU_INSIGHT_FILE_KINDS as readonly string[]).includes(kind);

  return {
    serves,
    async file(kind, name) {
      if (!serves(kind) || !name.endsWith('.pdf')) return undefined;
      const insight = menuInsight(name.slice(0, -'.pdf'.length));
      if (insight === undefined) return undefined;
      const { body, etag } = await rendered(insight, kind);
      const suffix = kind === 'insights' ? 'insights' : 'brochure';
      return { body, etag, filename: `${insight.slug}-${suffix}.pdf` };
    },
  };
}
