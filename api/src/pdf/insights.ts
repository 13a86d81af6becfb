import {
  defaultBrand,
  menuInsightDocument,
  type InsightStatistic,
  type MenuInsight,
  type MenuInsightFileKind,
} from '@larder/domain';
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
} from './layout';

/**
 * The layout of the menu-insight downloads (spec §2.13): the insights report (`/files/insights/{slug}.pdf`) and
 * the sauce brochure (`/files/brochures/{slug}.pdf`), rendered with pdfkit from the copy in `@larder/domain`
 * (`MENU_INSIGHTS`), so the files say what the pages say, in the layout of the catalogue PDFs (`layout.ts`).
 */

export interface InsightRenderOptions {
  /** Public site URL, printed in the footer and the calls to action. */
  publicUrl: string;
  /** pdfkit stream compression. */
  compress: boolean;
}

const KIND_LABEL: Record<MenuInsightFileKind, string> = { insights: 'Menu insights', brochures: 'Brochure' };

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

export function renderInsightFile(
  insight: MenuInsight,
  kind: MenuInsightFileKind,
  options: InsightRenderOptions,
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
