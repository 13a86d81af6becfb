import { get } from 'node:http';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startTestApp, type TestApp } from './helpers/app';
import { activeProducts } from './helpers/oracle';

/**
 * The QR codes of the products' GS1 Digital Links (issue 14 item 4): what the product page shows
 * (`/img/qr/products/{slug}.svg`) and what the spec sheet PDF prints are read back module by module and decoded
 * with a real QR decoder (jsQR); the payload must be the Digital Link the resolver answers.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Paints dark rectangles (in module units, light elsewhere) into RGBA pixels, `scale` pixels a module, and decodes. */
function decode(rects: Rect[], modules: number, scale = 8): string | undefined {
  const side = modules * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const rect of rects) {
    for (let y = Math.round(rect.y * scale); y < Math.round((rect.y + rect.height) * scale); y += 1) {
      for (let x = Math.round(rect.x * scale); x < Math.round((rect.x + rect.width) * scale); x += 1) {
        const at = (y * side + x) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data;
}

/** The dark runs of the SVG's path (`M{x} {y}h{w}v1h-{w}z`) and its side in modules (the viewBox). */
function svgModules(svg: string): { rects: Rect[]; modules: number } {
  const modules = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const d = /<path [^>]*d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const rects = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    width: Number(match[3]),
    height: 1,
  }));
  return { rects, modules };
}

/** Every content stream of a PDF, inflated (pdfkit deflates them with FlateDecode). */
function contentStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/\/Filter \/FlateDecode[^]*?>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // an image or font stream with trailing bytes: not a page's drawing
    }
  }
  return streams;
}

/**
 * The QR symbol drawn on a PDF page: the largest group of `re` squares filled together inside one `q … Q`, in
 * module units (the smallest rectangle height is one module), with a 4-module light margin around the dark part.
 */
function pdfModules(pdf: Buffer): { rects: Rect[]; modules: number; unit: number } | undefined {
  let best: Rect[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const group of stream.matchAll(/\nq\n((?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re\n)+)[^Q]*?\bf\n/g)) {
      const rects = [...group[1]!.matchAll(/([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) re/g)].map((m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
        width: Number(m[3]),
        height: Number(m[4]),
      }));
      if (rects.length > best.length) best = rects;
    }
  }
  if (best.length === 0) return undefined;
  const unit = Math.min(...best.map((rect) => rect.height));
  const left = Math.min(...best.map((rect) => rect.x));
  const top = Math.min(...best.map((rect) => rect.y));
  const right = Math.max(...best.map((rect) => rect.x + rect.width));
  const span = Math.round((right - left) / unit);
  const rects = best.map((rect) => ({
    x: (rect.x - left) / unit + 4,
    y: (rect.y - top) / unit + 4,
    width: rect.width / unit,
    height: rect.height / unit,
  }));
  return { rects, modules: span + 8, unit };
}

const digitalLink = (upc: string) => `${PUBLIC_URL}/01/${upc.padStart(14, '0')}`;

describe('GET /img/qr/products/{slug}.svg', () => {
  it('when a product’s QR code is asked for, then an SVG comes back that a scanner reads as the product’s Digital Link', async () => {
    const product = activeProducts()[0]!;
    const response = await fetch(`${app.url}/img/qr/products/${product.slug}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    const svg = await response.text();
    // Presentation attributes only: nothing a strict CSP would refuse.
    expect(svg).not.toMatch(/style|<script/i);
    expect(svg).toContain(`<title>QR code of ${digitalLink(product.upc)}</title>`);
    const { rects, modules } = svgModules(svg);
    expect(modules).toBeGreaterThanOrEqual(21 + 8);
    expect(decode(rects, modules)).toBe(digitalLink(product.upc));
  });

  it('when the code is asked for again with its ETag, then it answers 304', async () => {
    const product = activeProducts()[1]!;
    const first = await fetch(`${app.url}/img/qr/products/${product.slug}.svg`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    // node:http rather than fetch: fetch adds 'Cache-Control: no-cache' to conditional requests.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(
        `${app.url}/img/qr/products/${product.slug}.svg`,
        { headers: { 'If-None-Match': etag! } },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      ).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('when the product is unknown, then 404', async () => {
    expect((await fetch(`${app.url}/img/qr/products/no-such-product.svg`)).status).toBe(404);
  });

  it('when the scanned link is followed, then the resolver opens that product’s page', async () => {
    const product = activeProducts()[2]!;
    const svg = await (await fetch(`${app.url}/img/qr/products/${product.slug}.svg`)).text();
    const { rects, modules } = svgModules(svg);
    const scanned = new URL(decode(rects, modules)!);
    const response = await fetch(`${app.url}${scanned.pathname}`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/products/${product.slug}`);
  });
});

describe('GET /files/products/{slug}.pdf', () => {
  it('when a spec sheet is printed, then its header carries a QR code of the product’s Digital Link, an inch wide', async () => {
    const product = activeProducts()[3]!;
    const response = await fetch(`${app.url}/files/products/${product.slug}.pdf`);
    expect(response.status).toBe(200);
    const found = pdfModules(Buffer.from(await response.arrayBuffer()));
    expect(found).toBeDefined();
    expect(found!.unit * found!.modules).toBeCloseTo(72, 0);
    expect(decode(found!.rects, found!.modules)).toBe(digitalLink(product.upc));
  });
});
