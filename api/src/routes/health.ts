import { Router } from 'express';
import type { Db } from '../db/db';
import { checkHealth } from '../services/health';

export function healthRouter(db: Db): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const health = await checkHealth(db);
    res.set('Cache-Control', 'no-store');
    if (health.database === 'down') res.status(503).set('Retry-After', '5');
    res.json({ data: health });
  });
  return router;
}
