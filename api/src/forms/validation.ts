import { MSG_INVALID, hasControlChars } from '@larder/domain';
import type { ApiError } from '@larder/domain';
import { AppError } from '../errors';

/** The part of a yup schema the server uses (the schemas come from `@larder/domain`). */
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

/** The body as a plain object, or 400 `body`. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw AppError.badRequest('body', undefined, 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** 400 naming the first key that the form does not have (the contract rejects unknown keys too). */
export function rejectUnknownFields(
  body: Record<string, unknown>,
  allowed: readonly string[],
  prefix = '',
): void {
  const known = new Set(allowed);
  for (const key of Object.keys(body)) {
    if (!known.has(key)) throw AppError.badRequest(`${prefix}${key}`, body[key], 'Unknown field');
  }
}

/** A top-level array field: must be an array of at most `max` items when present, else 400. */
export function checkArray(body: Record<string, unknown>, field: string, max: number): unknown[] | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw AppError.badRequest(field, value, 'Must be a list');
  if (value.length > max) throw AppError.badRequest(field, undefined, `Must have at most ${max} items`);
  return value;
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasNul);
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
 * NUL in a single-line field (they would end up in mail headers) and NUL anywhere. Returns every field error,
 * `{ param, value, msg }` with the schema's message verbatim; `value` is what the request sent (`raw`).
 */
export async function formErrors(
  schema: FormSchema,
  values: unknown,
  raw: Record<string, unknown>,
  singleLineFields: readonly string[],
): Promise<ApiError[]> {
  const errors: ApiError[] = [];
  const add = (param: string, msg: string) => {
    if (errors.some((error) => error.param === param && error.msg === msg)) return;
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
    if (hasNul(value)) add(field, MSG_INVALID);
  }
  return errors;
}

/** 422 with every field error. */
export function unprocessable(errors: ApiError[]): AppError {
  return new AppError(422, errors);
}
