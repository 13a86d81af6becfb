import {
  MSG_CAPTCHA_RECAPTCHA,
  MSG_CAPTCHA_SOLVE,
  MSG_CAPTCHA_SOLVE_ABOVE,
  MSG_INVALID,
  MSG_SELECT_OPTION,
  SINGLE_LINE_FIELDS,
  contactSchema,
  customSelectOptionSchema,
  eventRegistrationSchema,
  fromGeneralSamplePayload,
  fromPortionControlSamplePayload,
  generalSampleSchema,
  inquirySchema,
  portionControlSampleSchema,
  type ContactPayload,
  type EventRegistrationPayload,
  type GeneralSamplePayload,
  type InquiryPayload,
  type InquiryVariant,
  type PortionControlSamplePayload,
} from '@larder/domain';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { productNames } from '../db/queries/products';
import { contactMails, eventMails, inquiryMails, sampleMails, type QueuedMail } from '../mail/emails';
import { formErrors, type FormSchema } from './form-errors';
import type { FormAnswer, FormRequest, Submissions } from './submissions';

/**
 * The rules of the four forms of spec §7 (contact, sample requests, the event registration, the purchase
 * inquiries): each checks its body with the browser's yup schema plus server-only rules, then hands the result to
 * the common tail (`submissions.ts`). The body's shape was checked against `openapi.yaml` before.
 */

export interface FormsService {
  contact(request: FormRequest): Promise<FormAnswer>;
  /** A general or portion-control sample request; `consumerRoute` for `/api/getconsumersample`. */
  sample(request: FormRequest, consumerRoute: boolean): Promise<FormAnswer>;
  event(request: FormRequest): Promise<FormAnswer>;
  inquiry(request: FormRequest): Promise<FormAnswer>;
}

const INQUIRY_VARIANTS: Record<InquiryPayload['inquirySource'], InquiryVariant> = {
  availabilityForm: 'availability',
  locatorForm: 'locator',
  commerceForm: 'commerce',
};

/** The portion-control form sends a subset of the general form's keys; any key beyond it means general. */
const PORTION_KEYS = new Set([...Object.keys(portionControlSampleSchema.fields), 'isConsumer']);

export function createFormsService(options: {
  config: Pick<Config, 'publicUrl' | 'mail'>;
  db: Queryable;
  submissions: Submissions;
}): FormsService {
  const { config, db, submissions } = options;
  const context = (submissionId: string) => ({
    staff: config.mail.staff,
    publicUrl: config.publicUrl,
    submissionId,
  });

  /** Names of the chosen products as the emails show them, and the ids that are no product at all. */
  async function chosenProducts(ids: string[]): Promise<{ names: string[]; missing: string[] }> {
    const found = await productNames(db, ids);
    return {
      names: ids.map((id) => {
        const product = found.get(id);
        return product === undefined ? id : `${product.name} (${product.code})`;
      }),
      missing: ids.filter((id) => !found.has(id)),
    };
  }

  /**
   * The first rule a sample entry that names no product breaks: the visitor typed it into the products field, so it
   * must have 3 to 599 characters and repeat neither a chosen product nor another entry (`customSelectOptionSchema`).
   */
  function customEntryError(
    ids: string[],
    chosen: { names: string[]; missing: string[] },
  ): string | undefined {
    const taken = chosen.names.filter((_, index) => !chosen.missing.includes(ids[index]!));
    for (const entry of chosen.missing) {
      try {
        customSelectOptionSchema(taken).validateSync({ value: entry });
      } catch (failure) {
        return (failure as { errors?: string[] }).errors?.[0] ?? MSG_SELECT_OPTION;
      }
      taken.push(entry);
    }
    return undefined;
  }

  /** A form whose body is its schema's values and whose captcha field is `captcha` (contact, the event). */
  function plainForm(
    kind: 'contact' | 'pizzaexpo',
    schema: FormSchema,
    singleLineFields: readonly string[],
    mails: (body: Record<string, unknown>, id: string) => QueuedMail[],
  ) {
    return (request: FormRequest) =>
      submissions.answer(request, async () => ({
        kind,
        payload: request.body,
        errors: await formErrors(schema, request.body, request.body, singleLineFields),
        captcha: { field: 'captcha', msg: MSG_CAPTCHA_SOLVE_ABOVE },
        mails: (id) => mails(request.body, id),
      }));
  }

  return {
    contact: plainForm('contact', contactSchema as FormSchema, SINGLE_LINE_FIELDS.contact, (body, id) =>
      contactMails(body as unknown as ContactPayload, context(id)),
    ),

    event: plainForm(
      'pizzaexpo',
      eventRegistrationSchema as FormSchema,
      SINGLE_LINE_FIELDS.eventRegistration,
      (body, id) => eventMails(body as unknown as EventRegistrationPayload, context(id)),
    ),

    sample: (request, consumerRoute) =>
      submissions.answer(request, async () => {
        const { body } = request;
        const portion = Object.keys(body).every((key) => PORTION_KEYS.has(key));
        const errors = portion
          ? await formErrors(
              portionControlSampleSchema as FormSchema,
              fromPortionControlSamplePayload(body as unknown as PortionControlSamplePayload),
              body,
              SINGLE_LINE_FIELDS.portionControlSample,
            )
          : await formErrors(
              generalSampleSchema as FormSchema,
              fromGeneralSamplePayload(body as unknown as GeneralSamplePayload),
              body,
              SINGLE_LINE_FIELDS.generalSample,
            );
        const ids = ((body.sample as unknown[] | undefined) ?? []).filter(
          (id): id is string => typeof id === 'string',
        );
        const chosen = await chosenProducts(ids);
        const entryError = customEntryError(ids, chosen);
        if (!errors.some((error) => error.param.startsWith('sample')) && entryError !== undefined) {
          errors.push({ param: 'sample', value: body.sample, msg: entryError });
        }
        const consumer = consumerRoute || body.isConsumer === true || body.description === 'Personal Use';
        return {
          kind: consumer ? 'consumer_sample' : 'sample',
          payload: body,
          errors,
          captcha: { field: 'captchaId', msg: MSG_CAPTCHA_SOLVE },
          mails: (id) =>
            sampleMails(
              {
                ...(body as unknown as GeneralSamplePayload),
                productNames: chosen.names,
                form: portion ? 'portion-control' : 'general',
              },
              consumer,
              context(id),
            ),
        };
      }),

    inquiry: (request) =>
      submissions.answer(request, async () => {
        const { inquirySource, ...values } = request.body as unknown as InquiryPayload;
        const schema = inquirySchema(INQUIRY_VARIANTS[inquirySource]);
        const errors = await formErrors(
          schema as FormSchema,
          values,
          request.body,
          SINGLE_LINE_FIELDS.inquiry,
        );
        const ids = (values.products ?? []).map((item) => item.id);
        const chosen = await chosenProducts(ids);
        if (!errors.some((error) => error.param.startsWith('products')) && chosen.missing.length > 0) {
          errors.push({ param: 'products', value: chosen.missing.map((id) => ({ id })), msg: MSG_INVALID });
        }
        return {
          kind: 'purchase',
          payload: request.body,
          errors,
          captcha: { field: 'captcha', msg: MSG_CAPTCHA_RECAPTCHA },
          mails: (id) => inquiryMails(request.body as unknown as InquiryPayload, chosen.names, context(id)),
        };
      }),
  };
}
