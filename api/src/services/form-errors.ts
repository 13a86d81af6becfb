import { MSG_INVALID, hasControlChars } from '@larder/domain';
import type { ApiError } from '@larder/domain';
import { AppError } from '../errors';

/**
 * The rule checks of every form: the browser's yup schema from `@larder/domain` (so the server answers the spec's
 * messages) plus the server-only rules. The shape of a body (keys, types, list sizes) is the contract's
 * (`openapi.yaml`, enforced by the validator in `createApp`) and is checked before any of this runs.
 */

/** The part of a yup schema the server uses. */
export interface FormSchema {
  validate(value: unknown, options: { abortEarly: false; strict: true }): Promise<unknown>;
}

interface YupValidationError {
  name: 'ValidationError';
  path?: string;
  message: string;
  value?: unknown;
  inner: YupValidationError[];
}

function isValidationError(error: unknown): error is YupValidationError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ValidationError' &&
    Array.isArray((error as { inner?: unknown }).inner)
  );
}

/** NUL cannot be stored in a PostgreSQL text value; an unpaired surrogate cannot be encoded as UTF-8 or JSONB. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string (or any string inside the value) holds a NUL or an unpaired surrogate. */
export function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

function valueAt(body: Record<string, unknown>, path: string): unknown {
  let value: unknown = body;
  for (const part of path.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (part === '') continue;
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Runs the form's shared yup schema over `values` (all errors, no casting) plus the server-only rules: CR, LF or
 * NUL in a single-line field (they would end up in mail headers), and NUL or an unpaired surrogate anywhere
 * (PostgreSQL can store neither). Returns one error per failing field (its first),
 * `{ param, value, msg }` with the schema's message verbatim; `value` is what the request sent (`raw`).
 */
export async function formErrors(
  schema: FormSchema,
  values: unknown,
  raw: Record<string, unknown>,
  singleLineFields: readonly string[],
): Promise<ApiError[]> {
  const errors: ApiError[] = [];
  // One entry per field (the first rule it fails), as the spec's forms show one message under a field.
  const add = (param: string, msg: string) => {
    if (errors.some((error) => error.param === param)) return;
    const value = valueAt(raw, param);
    errors.push(value === undefined ? { param, msg } : { param, value, msg });
  };
  try {
    await schema.validate(values, { abortEarly: false, strict: true });
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const item of inner) add(item.path ?? 'body', item.message);
  }
  for (const field of singleLineFields) {
    if (hasControlChars(raw[field])) add(field, MSG_INVALID);
  }
  for (const [field, value] of Object.entries(raw)) {
    if (hasUnstorableText(value)) add(field, MSG_INVALID);
  }
  return errors;
}

/** 422 with every field error. */
export function unprocessable(errors: ApiError[]): AppError {
  return new AppError(422, errors);
}
