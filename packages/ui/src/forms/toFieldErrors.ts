import { FORM_ERROR, setIn } from 'final-form';

/** One error as the API answers it (`{ errors: [{ param, value, msg }] }`, docs/architecture.md). */
export interface ApiFieldError {
  param?: string | null;
  value?: unknown;
  msg: string;
}

/**
 * Errors a form's `onSubmit` may resolve with: field name → message, and `FORM_ERROR` for a message that belongs
 * to no field. final-form shows each message on the matching field.
 */
export type FieldErrors = Record<string, unknown>;

/** What a form's `onSubmit` resolves with: nothing on success, or the server's field errors. */
export type FormSubmitResult = void | FieldErrors | undefined;

/**
 * Maps the API's `[{ param, msg }]` to final-form submission errors, so `onSubmit` can resolve with them and each
 * message appears on its field. Errors without a param (or for a field the form does not have, when `fields` is
 * given) are joined under `FORM_ERROR`. Returns undefined for an empty list.
 */
export function toFieldErrors(
  apiErrors: readonly ApiFieldError[] | null | undefined,
  fields?: readonly string[],
): FieldErrors | undefined {
  if (!apiErrors || apiErrors.length === 0) return undefined;
  let errors: FieldErrors = {};
  const general: string[] = [];
  const seen = new Set<string>();
  for (const { param, msg } of apiErrors) {
    const known = param && (!fields || fields.includes(param.replace(/[.[].*$/, '')));
    if (!known) {
      general.push(msg);
      continue;
    }
    if (seen.has(param)) continue;
    seen.add(param);
    errors = setIn(errors, param, msg) as FieldErrors;
  }
  if (general.length > 0) errors[FORM_ERROR] = general.join(' ');
  return errors;
}

/** True when a submission result carries at least one error. */
export function hasSubmitErrors(result: FormSubmitResult): result is FieldErrors {
  return typeof result === 'object' && result !== null && Object.keys(result).length > 0;
}
