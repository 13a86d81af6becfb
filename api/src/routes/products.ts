import { Router } from 'express';
import type { Db } from '../db/db';
import type { ProductSort } from '../db/queries/products';
import {
  allergenMatrix,
  getProductDetails,
  listFaqProducts,
  listProductOptions,
  listProducts,
} from '../services/products';
import { list, pageInput, text } from './params';

export function productsRouter(db: Db): Router {
  const router = Router();

  router.get('/products', async (req, res) => {
    const filters = {
      flavor: list(req, 'flavor'),
      package: list(req, 'package'),
      product: list(req, 'product'),
      attribute: list(req, 'attribute'),
      productLines: list(req, 'productLines'),
      searchTerm: text(req, 'searchTerm'),
      // The validator has checked it against the enum of openapi.yaml.
      sort: text(req, 'sort') as ProductSort | undefined,
    };
    res.json({ data: await listProducts(db, filters, pageInput(req)) });
  });

  router.get('/products/allergens', async (req, res) => {
    const filters = {
      flavor: list(req, 'flavor'),
      package: list(req, 'package'),
      productLines: list(req, 'productLines'),
      free: list(req, 'free'),
    };
    res.json({ data: await allergenMatrix(db, filters) });
  });

  router.get('/products/all', async (_req, res) => {
    res.json({ data: await listProductOptions(db) });
  });

  router.get('/products/faq', async (_req, res) => {
    res.json({ data: await listFaqProducts(db) });
  });

  router.get('/products/details', async (req, res) => {
    res.json({ data: await getProductDetails(db, { slug: text(req, 'slug'), id: text(req, 'id') }) });
  });

  return router;
}
