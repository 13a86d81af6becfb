import { Router } from 'express';
import type { ImageStore } from '../services/images';
import { parseSize, pickFormat } from '../services/images';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `/img/fit-in/{w}x{h}/{path}` (resized) and `/img/{path}` (originals). */
export function imagesRouter(images: ImageStore): Router {
  const router = Router();

  router.get('/fit-in/:size/*path', async (req, res) => {
    const size = parseSize(req.params.size);
    const format = pickFormat(req.accepts());
    const image = await images.fitIn(req.params.path, size, format);
    res.set({ 'Cache-Control': IMMUTABLE, Vary: 'Accept', 'Content-Type': image.type });
    res.send(image.body);
  });

  router.get('/*path', async (req, res) => {
    const image = await images.original(req.params.path);
    res.set({
      'Cache-Control': IMMUTABLE,
      // An SVG opened directly must not run script or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.type(image.type);
    res.sendFile(image.file);
  });

  return router;
}
