import { Router, type RequestHandler } from 'express';
import { AppError } from '../errors';
import type { Captcha } from '../services/captcha';

/** `GET /api/sitekey` (which captcha the forms show) and `GET /api/captcha/challenge` (ALTCHA only). */
export function captchaRouter({ captcha, limit }: { captcha: Captcha; limit: RequestHandler }): Router {
  const router = Router();
  router.get('/sitekey', limit, (_req, res) => {
    res.json({ data: captcha.siteKey });
  });
  router.get('/captcha/challenge', limit, async (_req, res) => {
    if (captcha.challenge === undefined) {
      throw AppError.notFound(
        'provider',
        captcha.siteKey.provider,
        'No challenges for this captcha provider',
      );
    }
    res.set('Cache-Control', 'no-store');
    res.json(await captcha.challenge());
  });
  return router;
}
