import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { FormsService } from '../services/forms';
import { IDEMPOTENCY_HEADER, type FormAnswer, type FormRequest } from '../services/submissions';

/** What a form's service needs from the HTTP request. */
export function formRequest(req: Request, route: string): FormRequest {
  return {
    route,
    body: req.body as Record<string, unknown>,
    ip: req.ip,
    idempotencyKey: req.get(IDEMPOTENCY_HEADER),
  };
}

/** 201 `{ data: { id } }`, or the first answer again (with `Idempotent-Replayed`) for a retried key. */
export function sendAnswer(res: Response, answer: FormAnswer): void {
  if (answer.replayed) res.set('Idempotent-Replayed', 'true');
  res.status(answer.status).json(answer.body);
}

/** The form posts under /api (spec §7); "email it" is beside the recipe routes, the lookups in captcha.ts and zip.ts. */
export function formsRouter({ forms, limit }: { forms: FormsService; limit: RequestHandler }): Router {
  const router = Router();
  router.post('/contactus', limit, async (req, res) => {
    sendAnswer(res, await forms.contact(formRequest(req, 'contactus')));
  });
  router.post('/getsample', limit, async (req, res) => {
    sendAnswer(res, await forms.sample(formRequest(req, 'getsample'), false));
  });
  router.post('/getconsumersample', limit, async (req, res) => {
    sendAnswer(res, await forms.sample(formRequest(req, 'getconsumersample'), true));
  });
  router.post('/pizzaexpo', limit, async (req, res) => {
    sendAnswer(res, await forms.event(formRequest(req, 'pizzaexpo')));
  });
  router.post('/faq/purchase-form', limit, async (req, res) => {
    sendAnswer(res, await forms.inquiry(formRequest(req, 'faq/purchase-form')));
  });
  return router;
}
