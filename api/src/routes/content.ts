import { Router } from 'express';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { getDatasets, getSeo } from '../services/content';
import { searchAll, searchByIds, type SearchKey } from '../services/search';
import { integer, list, text } from './params';

export const DEFAULT_SEARCH_LIMIT = 12;

export function contentRouter(db: Db, publicUrl: string): Router {
  const router = Router();

  router.get('/dxp-data', async (req, res) => {
    res.json({ data: await getDatasets(db, list(req, 'dataset') ?? []) });
  });

  router.get('/search', async (req, res) => {
    const limit = integer(req, 'limit', DEFAULT_SEARCH_LIMIT);
    const searchTerm = text(req, 'searchTerm');
    const ids = list(req, 'ids');
    if (searchTerm !== undefined) {
      res.json({ data: await searchAll(db, searchTerm, limit) });
    } else if (ids !== undefined) {
      const keys = (list(req, 'keys') ?? []) as SearchKey[];
      res.json({ data: await searchByIds(db, ids, keys, limit) });
    } else {
      throw AppError.badRequest('searchTerm', undefined, 'searchTerm, or ids with keys, is required');
    }
  });

  router.get('/seo', async (req, res) => {
    const path = text(req, 'path');
    if (path === undefined) throw AppError.badRequest('path', undefined, 'path is required');
    res.json({ data: await getSeo(db, path, publicUrl) });
  });

  return router;
}
