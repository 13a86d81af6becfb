import { Router } from 'express';
import type { ShareCards, ShareKind } from '../services/share-cards';

/**
 * `/img/share/{products|recipes}/{slug}.jpg`: the 1200×630 share card of a product or recipe page (its
 * `og:image`), always JPEG, since link-preview crawlers accept anything and read few formats.
 */
export function shareCardsRouter(cards: ShareCards): Router {
  const router = Router();
  router.get('/share/:kind/:slug.jpg', async (req, res, next) => {
    const kind = req.params.kind as string;
    if (kind !== 'products' && kind !== 'recipes') return next();
    const body = await cards.card(kind as ShareKind, req.params.slug as string);
    res
      .set({
        'Cache-Control': 'public, max-age=86400',
        'Content-Type': 'image/jpeg',
        // Link previews on other sites show the card straight from here.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .send(body);
  });
  return router;
}
