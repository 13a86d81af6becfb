import { Router, type RequestHandler } from 'express';
import type { Captcha, ProofOfWork } from '../services/captcha';

/**
 * `GET /api/sitekey` (which captcha the forms show) and `GET /api/captcha/challenge`: an ALTCHA challenge, for the
 * forms' widget when ALTCHA is their captcha and, whatever it is, for the proof of work of "email it".
 */
export function captchaRouter({
  captcha,
  proofOfWork,
  limit,
}: {
  captcha: Captcha;
  proofOfWork: ProofOfWork;
  limit: RequestHandler;
}): Router {
  const router = Router();
  router.get('/sitekey', limit, (_req, res) => {
    res.json({ data: captcha.siteKey });
  });
  router.get('/captcha/challenge', limit, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await proofOfWork.challenge());
  });
  return router;
}
