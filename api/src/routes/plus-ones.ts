import { Router } from 'express';
import type { Db } from '../db/db';
import { listPlusOneProducts, listPlusOnes } from '../services/plus-ones';
import { list, pageInput } from './params';

export function plusOnesRouter(db: Db): Router {
  const router = Router();

  router.get('/plusones', async (req, res) => {
    const filters = { flavor: list(req, 'flavor'), product: list(req, 'product') };
    res.json({ data: await listPlusOnes(db, filters, pageInput(req)) });
  });

  router.get('/plusones/products-filter', async (_req, res) => {
    res.json({ data: await listPlusOneProducts(db) });
  });

  return router;
}
