import { createHash } from 'node:crypto';
import { productDigitalLink } from '@larder/domain';
import { encode } from 'uqr';
import type { Queryable } from '../db/db';
import { productUpcBySlug } from '../db/queries/discovery';
import { AppError } from '../errors';

/**
 * QR codes of the products' GS1 Digital Link URLs (issue 14 item 4): the same matrix is drawn as an SVG for the
 * product page (`/img/qr/products/{slug}.svg`) and as vector squares on the spec sheet PDF.
 */

/** Quiet zone around the symbol, in modules: ISO/IEC 18004 asks for 4. */
export const QR_QUIET_ZONE = 4;

/** A horizontal run of dark modules: row `y`, from column `x`, `width` modules long (quiet zone included). */
export interface QrRun {
  x: number;
  y: number;
  width: number;
}

export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  size: number;
  runs: QrRun[];
}

/**
 * The QR symbol of `text` as runs of dark modules. Error correction M (15 %): a printed sheet or a case label
 * survives a smudge, and a Digital Link URL still fits a small version (33×33 for a 40-character URL).
 */
export function qrMatrix(text: string): QrMatrix {
  const { data } = encode(text, { ecc: 'M', border: QR_QUIET_ZONE });
  const runs: QrRun[] = [];
  data.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, width: x - start });
        start = -1;
      }
    });
    if (start >= 0) runs.push({ x: start, y, width: row.length - start });
  });
  return { size: data.length, runs };
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The symbol as a standalone SVG: one path of dark runs on a white square (the quiet zone must stay light on a
 * dark theme too), crisp edges, presentation attributes only (no `style`, which a strict CSP would refuse).
 */
export function qrSvg(text: string, title: string): string {
  const { size, runs } = qrMatrix(text);
  const path = runs.map((run) => `M${run.x} ${run.y}h${run.width}v1h-${run.width}z`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 4}" height="${size * 4}" shape-rendering="crispEdges">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path fill="#000" d="${path}"/></svg>`
  );
}

export interface QrCodes {
  /** The SVG QR code of a product's Digital Link; 404 for an unknown slug or a product without a valid GTIN. */
  product(slug: string): Promise<{ svg: string; etag: string }>;
}

export function createQrCodes(options: { db: Queryable; publicUrl: string }): QrCodes {
  return {
    async product(slug) {
      const upc = await productUpcBySlug(options.db, slug);
      const url = upc === undefined ? undefined : productDigitalLink(options.publicUrl, { upc });
      if (url === undefined) throw AppError.notFound('slug', slug, 'Not found');
      const svg = qrSvg(url, `QR code of ${url}`);
      return { svg, etag: createHash('sha256').update(svg).digest('hex').slice(0, 16) };
    },
  };
}
