import { Router, type RequestHandler } from 'express';
import { validateZip, type ZipLookup } from '../services/zip';

/** `POST /api/validate-zipcode`: the city and state of a ZIP code. */
export function zipRouter({ zipLookup, limit }: { zipLookup: ZipLookup; limit: RequestHandler }): Router {
  const router = Router();
  router.post('/validate-zipcode', limit, async (req, res) => {
    const { zipCode } = req.body as { zipCode: string };
    res.json({ data: await validateZip(zipCode, zipLookup) });
  });
  return router;
}
