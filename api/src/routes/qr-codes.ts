import { Router } from 'express';
import type { QrCodes } from '../services/qr-codes';

/**
 * `/img/qr/products/{slug}.svg`: the QR code of a product's GS1 Digital Link URL, shown on its page. It changes only
 * with the public origin or the product's UPC: a day's caching and a strong ETag (a cheap 304) cover both.
 */
export function qrCodesRouter(codes: QrCodes): Router {
  const router = Router();
  router.get('/qr/products/:slug.svg', async (req, res) => {
    const { svg, etag } = await codes.product(req.params.slug as string);
    res.set({
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'Content-Type': 'image/svg+xml; charset=utf-8',
      ETag: `"${etag}"`,
    });
    if (req.fresh) res.status(304).end();
    else res.send(svg);
  });
  return router;
}
