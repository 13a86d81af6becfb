import { Router, type Response } from 'express';
import { AppError } from '../errors';
import type { CatalogueFiles } from '../services/catalogue-files';
import type { InsightFiles } from '../services/insight-files';

/**
 * Spec sheets change when the catalogue does (allergens, ingredients): a day's caching with an ETag keeps a CDN
 * useful without serving stale allergen data for long; revalidation is a cheap 304.
 */
export const PDF_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=3600';

function pdfHeaders(res: Response, etag: string, filename: string): void {
  res.set({
    'Cache-Control': PDF_CACHE_CONTROL,
    ETag: `"${etag}"`,
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${filename}"`,
    'X-Content-Type-Options': 'nosniff',
  });
}

/**
 * `GET /files/{kind}/{name}.pdf`, mounted at the root: the catalogue PDFs (`products`, `recipes`, `plusones`) and
 * the menu-insight downloads (`insights`, `brochures`); 404 naming the slug for anything else.
 */
export function filesRouter({
  catalogue,
  insights,
}: {
  catalogue: CatalogueFiles;
  insights: InsightFiles;
}): Router {
  const router = Router();
  router.get('/files/:kind/:file', async (req, res) => {
    const { kind, file: name } = req.params;
    const slug = name.replace(/\.pdf$/, '');
    if (insights.serves(kind)) {
      const found = await insights.file(kind, name);
      if (found === undefined) throw AppError.notFound('slug', slug, 'Not found');
      pdfHeaders(res, found.etag, found.filename);
      if (req.fresh) res.status(304).end();
      else res.send(found.body);
      return;
    }
    const found = name.endsWith('.pdf') ? await catalogue.pdf(kind, slug) : undefined;
    if (found === undefined) throw AppError.notFound('slug', slug, 'Not found');
    pdfHeaders(res, found.etag, `${slug}.pdf`);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    // No ETag or Last-Modified of send's own: ours above covers the data and the layout.
    await new Promise<void>((resolve, reject) =>
      res.sendFile(found.file, { etag: false, lastModified: false, cacheControl: false }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  });
  return router;
}
