import { get } from 'node:http';
import { MENU_INSIGHTS, MENU_INSIGHT_SLUGS } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, startTestApp, type TestApp } from './helpers/app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function pdf(path: string) {
  const reply = await app.get<ArrayBuffer>(path);
  return { ...reply, bytes: Buffer.from(reply.body) };
}

/** The document title as pdfkit writes it in the Info dictionary: a literal string, or UTF-16BE hex. */
function hasTitle(file: Buffer, title: string): boolean {
  const text = file.toString('latin1');
  const literal = `(${title.replace(/([()\\])/g, '\\$1')})`;
  const hex = `<feff${Buffer.from(title, 'utf16le').swap16().toString('hex')}>`;
  return text.includes(literal) || text.toLowerCase().includes(hex);
}

function pageCount(file: Buffer): number {
  return (file.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

describe('GET /files/insights/{slug}.pdf and /files/brochures/{slug}.pdf', () => {
  it('when a page’s insights report is asked for, then a PDF titled with the report title comes back with cache headers', async () => {
    const reply = await pdf('/files/insights/burgers.pdf');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=3600');
    expect(reply.headers.get('content-disposition')).toBe('inline; filename="burgers-insights.pdf"');
    expect(reply.headers.get('etag')).toMatch(/^"[0-9a-f]{16}"$/);
    expect(reply.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(hasTitle(reply.bytes, 'Burger Menu Insights')).toBe(true);
    expect(pageCount(reply.bytes)).toBeGreaterThanOrEqual(1);
  });

  it('when a brochure is asked for, then its own PDF comes back, different from the report', async () => {
    const brochure = await pdf('/files/brochures/stadium-staples.pdf');
    const report = await pdf('/files/insights/stadium-staples.pdf');
    expect(brochure.status).toBe(200);
    expect(brochure.headers.get('content-type')).toBe('application/pdf');
    expect(brochure.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(hasTitle(brochure.bytes, 'Stadium Staples Brochure')).toBe(true);
    expect(brochure.headers.get('etag')).not.toBe(report.headers.get('etag'));
  });

  it('serves both files of every page, each titled from its copy', async () => {
    for (const slug of MENU_INSIGHT_SLUGS) {
      const insight = MENU_INSIGHTS[slug];
      for (const [kind, title] of [
        ['insights', insight.insights.title],
        ['brochures', insight.brochure.title],
      ] as const) {
        const reply = await pdf(`/files/${kind}/${slug}.pdf`);
        expect(reply.status, `${kind}/${slug}`).toBe(200);
        expect(reply.bytes.subarray(0, 4).toString('latin1'), `${kind}/${slug}`).toBe('%PDF');
        expect(hasTitle(reply.bytes, title), `${kind}/${slug}`).toBe(true);
      }
    }
  });

  it('when the same file is asked for again, then the bytes are the same and its ETag revalidates with 304', async () => {
    const first = await pdf('/files/insights/pizza.pdf');
    const again = await pdf('/files/insights/pizza.pdf');
    expect(Buffer.compare(again.bytes, first.bytes)).toBe(0);
    // node:http rather than fetch: fetch adds 'Cache-Control: no-cache' to conditional requests.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(
        `${app.url}/files/insights/pizza.pdf`,
        { headers: { 'If-None-Match': first.headers.get('etag')! } },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      ).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it.each([
    '/files/insights/nachos.pdf',
    '/files/brochures/offers.pdf',
    '/files/insights/toString.pdf',
    '/files/insights/burgers.txt',
    '/files/brochures/..%2Fburgers.pdf',
  ])('when %s is asked for, then the answer is 404 naming the slug', async (path) => {
    const reply = await app.get(path);
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(errors(reply)[0]).toMatchObject({ param: 'slug', msg: 'Not found' });
  });

  it('leaves the catalogue PDFs to their own handler', async () => {
    const { rows } = await app.db.query<{ slug: string }>('select slug from recipes order by id limit 1');
    const reply = await pdf(`/files/recipes/${rows[0]!.slug}.pdf`);
    expect(reply.status).toBe(200);
    expect(reply.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});
