import {
  MSG_INVALID,
  MSG_SCALING_RECIPE_ONLY,
  MSG_SELECT_ITEMS,
  MSG_SERVINGS_RANGE,
  MSG_UNITS,
  SERVINGS_MAX,
  SERVINGS_MIN,
  SINGLE_LINE_FIELDS,
  emailSchema,
  type EmailRequestPayload,
} from '@larder/domain';
import type { Config } from '../config';
import { countEmailQuota } from '../db/queries/submissions';
import { AppError, RATE_LIMIT_MESSAGE } from '../errors';
import { sendFilesMails } from '../mail/emails';
import type { Captcha } from './captcha';
import type { CatalogueFiles, ScaledRecipe, SiteFile } from './catalogue-files';
import { formErrors, type FormSchema } from './form-errors';
import type { FormAnswer, FormRequest, Submissions } from './submissions';

/** Seconds until the next UTC midnight, when the daily quota resets. */
function secondsToMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** The refusal of a missing, forged, expired or spent proof of work (the dialog solves one unseen, so only a script sees this). */
export const MSG_PROOF_OF_WORK =
  'Missing or invalid proof of work: solve a challenge from /api/captcha/challenge and send its payload';

/**
 * "Email it" (`POST /api/recipes/send-files`, spec §4): mails a visitor the PDFs or images of this site they chose.
 * Only files this site serves are attached, a recipe or plus-one goes out only with its PDF, and one address gets
 * at most `config.sendFilesDailyCap` messages a UTC day (429 with the seconds to midnight). Each request carries a
 * solved ALTCHA challenge in `captcha` (the dialog solves it in the background, unseen), spent when the request is
 * stored, so every message costs its sender a proof of work that a script cannot skip.
 *
 * A recipe email may ask for the recipe at a chosen size (`servings`, 1–1,000, and/or `units`, 'us' or 'metric',
 * as on the page): the body then lists the ingredients scaled here from the stored recipe with the domain's
 * `scaleQuantity`; no list a client sends is trusted.
 */
export function createSendFiles(options: {
  config: Pick<Config, 'publicUrl' | 'sendFilesDailyCap'>;
  files: Pick<CatalogueFiles, 'resolveHref' | 'scaledRecipe'>;
  submissions: Submissions;
  /** The ALTCHA proof of work (whatever captcha the forms use). */
  proofOfWork: Captcha;
  now: () => Date;
}): (request: FormRequest) => Promise<FormAnswer> {
  const { config, files, submissions, proofOfWork, now } = options;
  return (request) =>
    submissions.answer(request, async () => {
      const body = request.body as unknown as EmailRequestPayload;
      const errors = await formErrors(
        emailSchema as FormSchema,
        { email: body.email },
        request.body,
        SINGLE_LINE_FIELDS.productEmail,
      );
      if (body.attachments.length === 0) errors.push({ param: 'attachments', msg: MSG_SELECT_ITEMS });
      const attached: SiteFile[] = [];
      for (const [index, { href }] of body.attachments.entries()) {
        // Only files this site generates or serves; never a URL elsewhere.
        const file = href.length <= 2000 ? await files.resolveHref(href) : undefined;
        if (file === undefined)
          errors.push({ param: `attachments[${index}].href`, value: href, msg: MSG_INVALID });
        else if (!attached.some((known) => known.path === file.path)) attached.push(file);
      }
      // A recipe or plus-one email goes out only with its PDF (spec §4).
      if (
        errors.length === 0 &&
        body.type !== 'product' &&
        !attached.some((file) => file.path.startsWith('/files/'))
      ) {
        errors.push({ param: 'attachments', value: body.attachments, msg: MSG_INVALID });
      }
      // A recipe at a chosen size: the amounts are computed here from the stored recipe (the one attached).
      let scaled: ScaledRecipe | undefined;
      if (body.servings !== undefined || body.units !== undefined) {
        const { servings, units } = body;
        if (
          servings !== undefined &&
          !(Number.isInteger(servings) && servings >= SERVINGS_MIN && servings <= SERVINGS_MAX)
        )
          errors.push({ param: 'servings', value: servings, msg: MSG_SERVINGS_RANGE });
        if (units !== undefined && units !== 'us' && units !== 'metric')
          errors.push({ param: 'units', value: units, msg: MSG_UNITS });
        const recipeFile = attached.find((file) => file.path.startsWith('/files/recipes/'));
        if (body.type !== 'recipe' || recipeFile === undefined)
          errors.push({ param: 'type', value: body.type, msg: MSG_SCALING_RECIPE_ONLY });
        else if (errors.length === 0)
          scaled = await files.scaledRecipe(recipeFile.path, servings, units === 'metric' ? 'metric' : 'us');
      }
      const recipient = body.email;
      return {
        kind: 'send_files',
        payload: request.body,
        errors,
        captcha: { field: 'captcha', msg: MSG_PROOF_OF_WORK, verifier: proofOfWork },
        mails: () => sendFilesMails(recipient, body.type, attached, { publicUrl: config.publicUrl, scaled }),
        inTransaction: async (tx) => {
          const at = now();
          const count = await countEmailQuota(tx, recipient.toLowerCase(), at.toISOString().slice(0, 10));
          if (count > config.sendFilesDailyCap) {
            throw new AppError(
              429,
              [{ param: 'email', value: recipient, msg: RATE_LIMIT_MESSAGE }],
              secondsToMidnight(at),
            );
          }
        },
      };
    });
}
