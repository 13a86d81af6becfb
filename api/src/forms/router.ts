import {
  MSG_CAPTCHA_RECAPTCHA,
  MSG_CAPTCHA_SOLVE,
  MSG_CAPTCHA_SOLVE_ABOVE,
  MSG_INVALID,
  MSG_SELECT_ITEMS,
  MSG_SELECT_OPTION,
  SINGLE_LINE_FIELDS,
  contactSchema,
  emailSchema,
  eventRegistrationSchema,
  fromGeneralSamplePayload,
  fromPortionControlSamplePayload,
  generalSampleSchema,
  inquirySchema,
  portionControlSampleSchema,
  type ApiError,
  type ContactPayload,
  type EventRegistrationPayload,
  type GeneralSamplePayload,
  type InquiryPayload,
  type InquiryVariant,
  type PortionControlSamplePayload,
} from '@larder/domain';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../errors';
import { altchaHmacKey, createAltcha, createRecaptcha, type Captcha } from './captcha';
import {
  contactMails,
  eventMails,
  inquiryMails,
  sampleMails,
  sendFilesMails,
  type QueuedMail,
} from './emails';
import { createPdfService, type PdfService, type SiteFile } from './pdf';
import { loadFormsSettings, type FormsSettings, type RateWindow } from './settings';
import { idempotencyOf, replayed, storeSubmission, type SubmissionKind } from './submissions';
import {
  checkArray,
  formErrors,
  objectBody,
  rejectUnknownFields,
  unprocessable,
  type FormSchema,
} from './validation';
import { offlineZipLookup, validateZip, type ZipLookup } from './zip';

export interface FormsRouterOptions {
  config: Config;
  db: Db;
  logger: Logger;
  /** Woken after each commit so queued mail goes out at once (the outbox worker). */
  mailer?: { wake(): void };
  /** Clock for captcha expiry and the daily quota (tests step it forward). */
  now?: () => Date;
  /** Overrides of the environment's forms settings (`loadFormsSettings`). */
  settings?: Partial<FormsSettings>;
  /** Captcha provider; default ALTCHA, or reCAPTCHA when the config has its keys. */
  captcha?: Captcha;
  /** ZIP lookup; default the offline `zipcodes` database. */
  zipLookup?: ZipLookup;
  /** PDF service used to check send-files attachments; default one over the same config and db. */
  pdf?: PdfService;
  /** fetch used for reCAPTCHA siteverify. */
  fetch?: typeof fetch;
}

export const RATE_LIMIT_MESSAGE = 'Too many requests, please try again later.';

function limiter(window: RateWindow): RequestHandler {
  return rateLimit({
    windowMs: window.windowMs,
    limit: window.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // The 429 is JSON like every other error (Retry-After is set by the limiter before this runs).
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({ errors: [{ param: 'rate', msg: RATE_LIMIT_MESSAGE }] });
    },
  });
}

function keysOf(schema: { fields: Record<string, unknown> }): string[] {
  return Object.keys(schema.fields);
}

const INQUIRY_VARIANTS: Record<InquiryPayload['inquirySource'], InquiryVariant> = {
  availabilityForm: 'availability',
  locatorForm: 'locator',
  commerceForm: 'commerce',
};
const SEND_FILES_TYPES = ['product', 'recipe', 'plus one'] as const;

/** Seconds until the next UTC midnight, when the daily quota resets. */
function secondsToMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * The write side of `/api` (spec §7): the five forms, send-files, the ZIP lookup, the captcha site key and
 * ALTCHA challenges. Mount under `/api`. Every form is checked with the browser's yup schema plus server-only
 * rules, stored with its outbox rows in one transaction, and answered 201 `{ data: { id } }` after COMMIT.
 */
export function createFormsRouter(options: FormsRouterOptions): Router {
  const { config, db, logger, mailer } = options;
  const now = options.now ?? (() => new Date());
  const settings: FormsSettings = { ...loadFormsSettings(process.env), ...options.settings };
  const captcha: Captcha =
    options.captcha ??
    (config.recaptcha !== undefined
      ? createRecaptcha({ ...config.recaptcha, now, ...(options.fetch ? { fetch: options.fetch } : {}) })
      : createAltcha({
          hmacKey: altchaHmacKey(settings.altchaHmacKey, config.dataDir),
          maxNumber: settings.altchaMaxNumber,
          ttlMs: settings.altchaTtlMs,
          now,
        }));
  const zipLookup = options.zipLookup ?? offlineZipLookup;
  const pdf = options.pdf ?? createPdfService({ config, db });

  const json: RequestHandler[] = [
    (req, _res, next) => {
      // The host app may have parsed the body already (with a larger limit); hold forms to ours.
      const length = Number(req.get('content-length') ?? 0);
      if (length > settings.bodyLimitBytes) {
        throw new AppError(413, [{ param: 'body', msg: 'Request body too large' }]);
      }
      next();
    },
    express.json({ limit: settings.bodyLimitBytes }),
  ];
  const forms = [limiter(settings.rateLimits.forms), ...json];
  const email = [limiter(settings.rateLimits.email), ...json];
  const lookup = [limiter(settings.rateLimits.lookup), ...json];

  /** Verifies the captcha unless the schema already reported that field; returns the token to consume. */
  async function checkCaptcha(
    token: unknown,
    field: string,
    msg: string,
    errors: ApiError[],
    ip: string | undefined,
  ): Promise<{ key: string; expiresAt: Date; field: string; value: unknown; msg: string } | undefined> {
    if (errors.some((error) => error.param === field) || typeof token !== 'string') return undefined;
    const result = await captcha.verify(token, ip);
    if (!result.ok) {
      logger.info({ field, reason: result.reason }, 'captcha refused');
      errors.push({ param: field, value: token, msg });
      return undefined;
    }
    return { key: result.key, expiresAt: result.expiresAt, field, value: token, msg };
  }

  async function missingProducts(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await db.query<{ id: string }>('select id from products where id = any($1)', [ids]);
    const known = new Set(found.rows.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  }

  async function productNames(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await db.query<{ id: string; name: string; code: string }>(
      'select id, name, code from products where id = any($1)',
      [ids],
    );
    const byId = new Map(found.rows.map((row) => [row.id, `${row.name} (${row.code})`]));
    return ids.map((id) => byId.get(id) ?? id);
  }

  interface Submit {
    route: string;
    kind: SubmissionKind;
    payload: Record<string, unknown>;
    errors: ApiError[];
    captchaToken?: { token: unknown; field: string; msg: string };
    mails: (id: string) => QueuedMail[];
    inTransaction?: (tx: Queryable) => Promise<void>;
  }

  /** The common tail of every form: captcha, 422, store-then-answer, wake the outbox. */
  async function submit(req: Request, res: Response, input: Submit): Promise<void> {
    const ip = req.ip;
    const spent =
      input.captchaToken === undefined
        ? undefined
        : await checkCaptcha(
            input.captchaToken.token,
            input.captchaToken.field,
            input.captchaToken.msg,
            input.errors,
            ip,
          );
    if (input.errors.length > 0) throw unprocessable(input.errors);
    const stored = await storeSubmission(db, {
      kind: input.kind,
      payload: input.payload,
      ip,
      idempotency: idempotencyOf(req, input.route),
      ...(spent !== undefined ? { captcha: spent } : {}),
      mails: input.mails,
      ...(input.inTransaction !== undefined ? { inTransaction: input.inTransaction } : {}),
    });
    logger.info({ submissionId: stored.body.data.id, kind: input.kind }, 'submission stored');
    mailer?.wake();
    res.status(stored.status).json(stored.body);
  }

  /** A retry of an already answered Idempotency-Key gets the first answer again; true when it did. */
  async function answeredBefore(req: Request, res: Response, route: string): Promise<boolean> {
    const idempotency = idempotencyOf(req, route);
    if (idempotency === undefined) return false;
    const first = await replayed(db, idempotency);
    if (first === undefined) return false;
    res.set('Idempotent-Replayed', 'true');
    res.status(first.status).json(first.body);
    return true;
  }

  const context = (id: string) => ({ settings, publicUrl: config.publicUrl, submissionId: id });

  const router = Router();

  router.get('/sitekey', ...lookup, (_req, res) => {
    res.json({ data: captcha.siteKey });
  });

  router.get('/captcha/challenge', ...lookup, async (_req, res) => {
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

  router.post('/validate-zipcode', ...lookup, async (req, res) => {
    const body = objectBody(req.body);
    rejectUnknownFields(body, ['zipCode']);
    if (typeof body.zipCode !== 'string' || body.zipCode.length > 20) {
      throw AppError.badRequest('zipCode', body.zipCode, 'Must be a string of at most 20 characters');
    }
    res.json({ data: await validateZip(body.zipCode, zipLookup) });
  });

  router.post('/contactus', ...forms, async (req, res) => {
    const route = 'contactus';
    const body = objectBody(req.body);
    rejectUnknownFields(body, keysOf(contactSchema));
    if (await answeredBefore(req, res, route)) return;
    const errors = await formErrors(contactSchema as FormSchema, body, body, SINGLE_LINE_FIELDS.contact);
    await submit(req, res, {
      route,
      kind: 'contact',
      payload: body,
      errors,
      captchaToken: { token: body.captcha, field: 'captcha', msg: MSG_CAPTCHA_SOLVE_ABOVE },
      mails: (id) => contactMails(body as unknown as ContactPayload, context(id)),
    });
  });

  const generalKeys = [...keysOf(generalSampleSchema), 'isConsumer'];
  const portionKeys = [...keysOf(portionControlSampleSchema), 'isConsumer'];

  function sampleHandler(route: string, consumerRoute: boolean): RequestHandler {
    return async (req, res) => {
      const body = objectBody(req.body);
      // The portion-control form sends a subset of the general form's keys; anything beyond it means general.
      const portion = Object.keys(body).every((key) => portionKeys.includes(key));
      rejectUnknownFields(body, portion ? portionKeys : generalKeys);
      if (body.isConsumer !== undefined && typeof body.isConsumer !== 'boolean') {
        throw AppError.badRequest('isConsumer', body.isConsumer, 'Must be true or false');
      }
      const sample = checkArray(body, 'sample', 100);
      if (await answeredBefore(req, res, route)) return;

      let errors: ApiError[];
      if (portion) {
        const values = fromPortionControlSamplePayload(body as unknown as PortionControlSamplePayload);
        errors = await formErrors(
          portionControlSampleSchema as FormSchema,
          values,
          body,
          SINGLE_LINE_FIELDS.portionControlSample,
        );
      } else {
        const values = fromGeneralSamplePayload(body as unknown as GeneralSamplePayload);
        errors = await formErrors(
          generalSampleSchema as FormSchema,
          values,
          body,
          SINGLE_LINE_FIELDS.generalSample,
        );
      }
      const ids = (sample ?? []).filter((id): id is string => typeof id === 'string');
      if (
        !errors.some((error) => error.param.startsWith('sample')) &&
        (await missingProducts(ids)).length > 0
      ) {
        errors.push({ param: 'sample', value: body.sample, msg: MSG_SELECT_OPTION });
      }
      const consumer = consumerRoute || body.isConsumer === true || body.description === 'Personal Use';
      const names = errors.length === 0 ? await productNames(ids) : [];
      await submit(req, res, {
        route,
        kind: consumer ? 'consumer_sample' : 'sample',
        payload: body,
        errors,
        captchaToken: { token: body.captchaId, field: 'captchaId', msg: MSG_CAPTCHA_SOLVE },
        mails: (id) =>
          sampleMails(
            {
              ...(body as unknown as GeneralSamplePayload),
              productNames: names,
              form: portion ? 'portion-control' : 'general',
            },
            consumer,
            context(id),
          ),
      });
    };
  }
  router.post('/getsample', ...forms, sampleHandler('getsample', false));
  router.post('/getconsumersample', ...forms, sampleHandler('getconsumersample', true));

  router.post('/pizzaexpo', ...forms, async (req, res) => {
    const route = 'pizzaexpo';
    const body = objectBody(req.body);
    rejectUnknownFields(body, keysOf(eventRegistrationSchema));
    if (await answeredBefore(req, res, route)) return;
    const errors = await formErrors(
      eventRegistrationSchema as FormSchema,
      body,
      body,
      SINGLE_LINE_FIELDS.eventRegistration,
    );
    await submit(req, res, {
      route,
      kind: 'pizzaexpo',
      payload: body,
      errors,
      captchaToken: { token: body.captcha, field: 'captcha', msg: MSG_CAPTCHA_SOLVE_ABOVE },
      mails: (id) => eventMails(body as unknown as EventRegistrationPayload, context(id)),
    });
  });

  router.post('/faq/purchase-form', ...forms, async (req, res) => {
    const route = 'faq/purchase-form';
    const body = objectBody(req.body);
    const source = body.inquirySource;
    if (typeof source !== 'string' || !(source in INQUIRY_VARIANTS)) {
      throw AppError.badRequest(
        'inquirySource',
        source,
        `Must be one of ${Object.keys(INQUIRY_VARIANTS).join(', ')}`,
      );
    }
    const schema = inquirySchema(INQUIRY_VARIANTS[source as InquiryPayload['inquirySource']]);
    rejectUnknownFields(body, [...keysOf(schema), 'inquirySource']);
    const products = checkArray(body, 'products', 100);
    products?.forEach((item, index) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        throw AppError.badRequest(`products[${index}]`, item, 'Must be an object with an id');
      }
      rejectUnknownFields(item as Record<string, unknown>, ['id'], `products[${index}].`);
    });
    if (await answeredBefore(req, res, route)) return;
    const { inquirySource: _source, ...values } = body;
    const errors = await formErrors(schema as FormSchema, values, body, SINGLE_LINE_FIELDS.inquiry);
    const ids = (products ?? [])
      .map((item) => (item as { id?: unknown }).id)
      .filter((id): id is string => typeof id === 'string');
    if (!errors.some((error) => error.param.startsWith('products'))) {
      const missing = await missingProducts(ids);
      if (missing.length > 0)
        errors.push({ param: 'products', value: missing.map((id) => ({ id })), msg: MSG_INVALID });
    }
    const names = errors.length === 0 ? await productNames(ids) : [];
    await submit(req, res, {
      route,
      kind: 'purchase',
      payload: body,
      errors,
      captchaToken: { token: body.captcha, field: 'captcha', msg: MSG_CAPTCHA_RECAPTCHA },
      mails: (id) => inquiryMails(body as unknown as InquiryPayload, names, context(id)),
    });
  });

  router.post('/recipes/send-files', ...email, async (req, res) => {
    const route = 'recipes/send-files';
    const body = objectBody(req.body);
    rejectUnknownFields(body, ['email', 'attachments', 'type']);
    const type = body.type;
    if (typeof type !== 'string' || !(SEND_FILES_TYPES as readonly string[]).includes(type)) {
      throw AppError.badRequest('type', type, `Must be one of ${SEND_FILES_TYPES.join(', ')}`);
    }
    const attachments = checkArray(body, 'attachments', 20) ?? [];
    attachments.forEach((item, index) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        throw AppError.badRequest(`attachments[${index}]`, item, 'Must be an object with an href');
      }
      rejectUnknownFields(item as Record<string, unknown>, ['href'], `attachments[${index}].`);
      if (typeof (item as { href?: unknown }).href !== 'string') {
        throw AppError.badRequest(
          `attachments[${index}].href`,
          (item as { href?: unknown }).href,
          'Must be a string',
        );
      }
    });
    if (await answeredBefore(req, res, route)) return;

    const errors = await formErrors(
      emailSchema as FormSchema,
      { email: body.email },
      body,
      SINGLE_LINE_FIELDS.productEmail,
    );
    if (attachments.length === 0) errors.push({ param: 'attachments', msg: MSG_SELECT_ITEMS });
    const files: SiteFile[] = [];
    for (const [index, item] of attachments.entries()) {
      const href = (item as { href: string }).href;
      // Only files this site generates or serves; never a URL elsewhere.
      const file = href.length <= 2000 ? await pdf.resolveHref(href) : undefined;
      if (file === undefined)
        errors.push({ param: `attachments[${index}].href`, value: href, msg: MSG_INVALID });
      else if (!files.some((known) => known.path === file.path)) files.push(file);
    }
    // A recipe or plus-one email goes out only with its PDF (spec §4).
    if (errors.length === 0 && type !== 'product' && !files.some((file) => file.path.startsWith('/files/'))) {
      errors.push({ param: 'attachments', value: body.attachments, msg: MSG_INVALID });
    }
    const recipient = String(body.email);
    await submit(req, res, {
      route,
      kind: 'send_files',
      payload: body,
      errors,
      mails: () =>
        sendFilesMails(recipient, type as (typeof SEND_FILES_TYPES)[number], files, {
          publicUrl: config.publicUrl,
        }),
      inTransaction: async (tx) => {
        const at = now();
        const counted = await tx.query<{ count: number }>(
          `insert into email_quota (recipient, day, count) values ($1, $2::date, 1)
           on conflict (recipient, day) do update set count = email_quota.count + 1 returning count`,
          [recipient.toLowerCase(), at.toISOString().slice(0, 10)],
        );
        if ((counted.rows[0]?.count ?? 0) > settings.sendFilesDailyCap) {
          throw new AppError(
            429,
            [{ param: 'email', value: recipient, msg: RATE_LIMIT_MESSAGE }],
            secondsToMidnight(at),
          );
        }
      },
    });
  });

  return router;
}
