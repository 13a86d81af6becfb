import { defaultBrand } from '@larder/domain';
import PDFDocument from 'pdfkit';
import { qrMatrix } from '../services/qr-codes';
import { sourceSans } from './fonts';

/**
 * Layout primitives shared by every PDF of the site (catalogue spec sheets and cards in `catalogue.ts`, the
 * menu-insight downloads in `insights.ts`): a Letter page with the brand's header, red section
 * titles, tables, bullet lists and a footer on every page. Text is set in Source Sans 3 (the WOFF files of
 * `@fontsource/source-sans-3`, unwrapped to TTF once; pdfkit embeds a subset), so '−', '½', '°' and curly quotes
 * print as they do on the page; the standard Helvetica would drop anything outside WinAnsi.
 */

export const ACCENT = '#8a1c1c';
export const MUTED = '#555555';
export const INK = '#111111';
export const MARGIN = 48;

export type Doc = PDFKit.PDFDocument;

export interface DocumentOptions {
  /** pdfkit stream compression; off only to inspect the output. */
  compress: boolean;
}

export interface Footer {
  /** The line printed at the foot of every page. */
  text: string;
  /** Adds 'Page n of m' at the right of the footer (default true). */
  pageNumbers?: boolean;
}

/** A Letter document with the brand as author and the fonts registered as 'regular' and 'bold'. */
export function newDocument(title: string, subject: string, options: DocumentOptions): Doc {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: options.compress,
    bufferPages: true,
    info: { Title: title, Subject: subject, Author: defaultBrand.name, Creator: defaultBrand.name },
  });
  const fonts = sourceSans();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');
  return doc;
}

/** Writes the footer on every page, ends the document and resolves with its bytes. */
export function finish(doc: Doc, footer: Footer): Promise<Buffer> {
  const pageNumbers = footer.pageNumbers ?? true;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      // Writing below the bottom margin would make pdfkit open a new page; lift the margin for the footer.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN + 16;
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(footer.text, MARGIN, y, {
          width: doc.page.width - 2 * MARGIN - (pageNumbers ? 60 : 0),
          lineBreak: false,
        });
      if (pageNumbers) {
        doc.text(`Page ${index - range.start + 1} of ${range.count}`, doc.page.width - MARGIN - 60, y, {
          width: 60,
          align: 'right',
          lineBreak: false,
        });
      }
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}

/** A QR code printed at the top right of a header, with what it opens in words under it. */
export interface HeaderCode {
  /** The URL the symbol encodes, printed under it too (a reader without a scanner can type it). */
  url: string;
  /** What scanning does, e.g. 'Scan to open this product'. */
  caption: string;
}

/** Side of the header's QR code in points: 72 pt is one inch, about 2 mm a module for a 33-module symbol. */
export const HEADER_CODE_SIZE = 72;
const HEADER_CODE_TEXT_WIDTH = 170;

/**
 * Draws the QR symbol of `text` as vector squares (one per run of dark modules, filled once), `size` points wide
 * with its quiet zone, top left at (x, y): it prints sharp at any resolution.
 */
export function qrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { size: modules, runs } = qrMatrix(text);
  const unit = size / modules;
  doc.save();
  for (const run of runs) doc.rect(x + run.x * unit, y + run.y * unit, run.width * unit, unit);
  doc.fillColor('#000000').fill();
  doc.restore();
}

/**
 * Brand and kicker line, title, optional subtitle and a rule under them; with a `code`, its QR symbol and caption
 * sit at the top right and the title wraps short of them.
 */
export function header(doc: Doc, kicker: string, title: string, subtitle?: string, code?: HeaderCode): void {
  const top = doc.y;
  const right = doc.page.width - MARGIN;
  const width = right - MARGIN - (code ? HEADER_CODE_TEXT_WIDTH + 12 : 0);
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(ACCENT)
    .text(`${defaultBrand.name.toUpperCase()} · ${kicker.toUpperCase()}`, MARGIN, top, { width });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(22).fillColor(INK).text(title, { width });
  if (subtitle !== undefined && subtitle !== '') {
    doc.font('regular').fontSize(11).fillColor(MUTED).text(subtitle, { width });
  }
  let bottom = doc.y;
  if (code) {
    // The symbol's quiet zone is part of its square, so it lines up with the text's top edge visually.
    qrCode(doc, code.url, right - HEADER_CODE_SIZE, top - 8, HEADER_CODE_SIZE);
    const textLeft = right - HEADER_CODE_TEXT_WIDTH;
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(INK)
      .text(code.caption, textLeft, top - 8 + HEADER_CODE_SIZE, {
        width: HEADER_CODE_TEXT_WIDTH,
        align: 'right',
      })
      .font('regular')
      .fontSize(7)
      .fillColor(MUTED)
      .text(code.url, { width: HEADER_CODE_TEXT_WIDTH, align: 'right' });
    bottom = Math.max(bottom, doc.y);
  }
  const y = bottom + 6;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(1.5).strokeColor(ACCENT).stroke();
  doc.y = y + 10;
  doc.x = MARGIN;
}

/** Opens a new page when fewer than `height` points are left above the bottom margin. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function section(doc: Doc, title: string): void {
  ensureSpace(doc, 48);
  doc.moveDown(0.6);
  doc.x = MARGIN;
  doc.font('bold').fontSize(12).fillColor(ACCENT).text(title);
  doc.moveDown(0.2);
  doc.font('regular').fontSize(10).fillColor(INK);
}

/** A body paragraph across the page; an empty text prints a dash. */
export function paragraph(doc: Doc, text: string): void {
  doc.x = MARGIN;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text(text === '' ? '—' : text, { width: contentWidth(doc) });
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

/** Rows of label/value cells; `columns` gives each column's share of the width. */
export function table(
  doc: Doc,
  rows: string[][],
  columns: number[],
  options: { header?: boolean } = {},
): void {
  const width = contentWidth(doc);
  const total = columns.reduce((sum, share) => sum + share, 0);
  const widths = columns.map((share) => (share / total) * width);
  rows.forEach((row, rowIndex) => {
    const bold = options.header === true && rowIndex === 0;
    doc.font(bold ? 'bold' : 'regular').fontSize(9.5);
    const height =
      Math.max(...row.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 8 }))) +
      6;
    ensureSpace(doc, height);
    const top = doc.y;
    if (rowIndex % 2 === 1) doc.rect(MARGIN, top, width, height).fill('#f3eeee');
    let x = MARGIN;
    row.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc
        .fillColor(INK)
        .font(bold || (index === 0 && columns.length > 1) ? 'bold' : 'regular')
        .text(cell, x + 4, top + 3, {
          width: cellWidth - 8,
          align: index > 0 && columns.length > 2 ? 'right' : 'left',
        });
      x += cellWidth;
    });
    doc.y = top + height;
  });
  doc.x = MARGIN;
}

/** A bulleted (or numbered) list across the page. */
export function bullets(doc: Doc, items: readonly string[], numbered = false): void {
  items.forEach((item, index) => {
    ensureSpace(doc, 16);
    doc.x = MARGIN;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(`${numbered ? `${index + 1}.` : '•'}  ${item}`, { width: contentWidth(doc), indent: 0 });
    doc.moveDown(0.15);
  });
}
