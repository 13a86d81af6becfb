import { createHash } from 'node:crypto';
import {
  MENU_INSIGHT_FILE_KINDS,
  defaultBrand,
  menuInsight,
  menuInsightDocument,
  type InsightStatistic,
  type MenuInsight,
  type MenuInsightFileKind,
} from '@larder/domain';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../errors';
import { PDF_CACHE_CONTROL } from '../forms/pdf';
import {
  ACCENT,
  INK,
  MARGIN,
  MUTED,
  bullets,
  contentWidth,
  ensureSpace,
  finish,
  header,
  newDocument,
  paragraph,
  section,
  type Doc,
} from '../forms/pdf-layout';

/**
 * The downloads of the menu-insight pages (spec §2.13): `GET /files/insights/{slug}.pdf` (the insights report)
 * and `GET /files/brochures/{slug}.pdf` (the sauce brochure), rendered with pdfkit from the copy in
 * `@larder/domain` (`MENU_INSIGHTS`), so the files say what the pages say, in the layout of the catalogue PDFs
 * (`forms/pdf-layout.ts`). The copy ships with the code, so each file is rendered once per process and kept in
 * memory (24 small files); the ETag is a hash of the copy. The catalogue's disk cache (`forms/pdf.ts`) is not used:
 * it lives inside the database-bound PDF service and this router has no data directory.
 * Mount before the catalogue PDFs' `/files/:kind/:file` handler, which answers 404 for other kinds.
 */

/** Bump when the layout changes, so clients revalidate. */
const LAYOUT_VERSION = '2';

export interface InsightFilesOptions {
  /** Public site URL, printed in the footer and the calls to action. */
  publicUrl: string;
  /** pdfkit stream compression (default on). */
  compress?: boolean;
}

interface Rendered {
  body: Buffer;
  etag: string;
}

const KIND_LABEL: Record<MenuInsightFileKind, string> = { insights: 'Menu insights', brochures: 'Brochure' };

function isFileKind(value: string): value is MenuInsightFileKind {
  return (MENU_INSIGHT_FILE_KINDS as readonly string[]).includes(value);
}

/** Figures as rows: the value large on the left, label and source on the right. */
function figures(doc: Doc, items: readonly InsightStatistic[]): void {
  const valueWidth = 110;
  const labelWidth = contentWidth(doc) - valueWidth - 12;
  for (const item of items) {
    doc.font('regular').fontSize(11);
    const labelHeight = doc.heightOfString(item.label, { width: labelWidth });
    const sourceHeight = item.source ? doc.fontSize(8).heightOfString(item.source, { width: labelWidth }) : 0;
    const height = Math.max(30, labelHeight + sourceHeight + 4) + 10;
    ensureSpace(doc, height);
    const top = doc.y;
    doc.rect(MARGIN, top, 4, height - 10).fill(ACCENT);
    doc
      .font('bold')
      .fontSize(22)
      .fillColor(ACCENT)
      .text(item.value, MARGIN + 12, top, { width: valueWidth - 12, lineBreak: false });
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(INK)
      .text(item.label, MARGIN + valueWidth + 12, top + 2, { width: labelWidth });
    if (item.source)
      doc
        .fontSize(8)
        .fillColor(MUTED)
        .text(item.source, MARGIN + valueWidth + 12, doc.y + 2, { width: labelWidth });
    doc.y = top + height;
  }
  doc.x = MARGIN;
}

function render(
  insight: MenuInsight,
  kind: MenuInsightFileKind,
  options: Required<InsightFilesOptions>,
): Promise<Buffer> {
  const content = menuInsightDocument(insight, kind);
  const doc = newDocument(content.title, content.description, options);
  header(doc, `${KIND_LABEL[kind]} · ${insight.name}`, content.title, content.description);
  paragraph(doc, insight.intro);

  if (kind === 'insights') {
    section(doc, 'By the numbers');
    figures(doc, insight.statistics);
    section(doc, 'Sauce growth on menus');
    figures(doc, insight.sauceGrowth);
  }
  for (const part of content.sections) {
    section(doc, part.heading);
    bullets(doc, part.points);
  }
  section(doc, kind === 'insights' ? 'Learn more' : 'Try them in your kitchen');
  bullets(doc, [
    `Recipes: ${options.publicUrl}/recipes?${insight.category.filter}=${insight.category.id}`,
    `Free samples for foodservice professionals: ${options.publicUrl}/get-sample`,
    `Questions? Call ${defaultBrand.phone}, ${defaultBrand.hours}.`,
  ]);
  return finish(doc, {
    text: `${defaultBrand.name} · ${defaultBrand.phone} · ${options.publicUrl}`,
    pageNumbers: false,
  });
}

/** Router serving the menu-insight downloads; mount at the root of the app. */
export function insightFilesRouter(options: InsightFilesOptions): Router {
  const settings: Required<InsightFilesOptions> = { compress: true, ...options };
  const cache = new Map<string, Promise<Rendered>>();

  function file(insight: MenuInsight, kind: MenuInsightFileKind): Promise<Rendered> {
    const key = `${kind}/${insight.slug}`;
    let rendered = cache.get(key);
    if (rendered === undefined) {
      const etag = createHash('sha256')
        .update(JSON.stringify([LAYOUT_VERSION, settings, kind, insight]))
        .digest('hex')
        .slice(0, 16);
      rendered = render(insight, kind, settings).then((body) => ({ body, etag }));
      // A failed render is not kept: the next request tries again.
      rendered.catch(() => cache.delete(key));
      cache.set(key, rendered);
    }
    return rendered;
  }

  // Other kinds (the catalogue PDFs) fall through to the next `/files` handler.
  const handler: RequestHandler = async (req, res, next) => {
    const kind = String(req.params.kind);
    if (!isFileKind(kind)) {
      next();
      return;
    }
    const name = String(req.params.file);
    const slug = name.replace(/\.pdf$/, '');
    const insight = name.endsWith('.pdf') ? menuInsight(slug) : undefined;
    if (insight === undefined) throw AppError.notFound('slug', slug, 'Not found');
    const { body, etag } = await file(insight, kind);
    res.set({
      'Cache-Control': PDF_CACHE_CONTROL,
      ETag: `"${etag}"`,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${insight.slug}-${kind === 'insights' ? 'insights' : 'brochure'}.pdf"`,
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(body);
  };

  const router = Router();
  router.get('/files/:kind/:file', handler);
  return router;
}
