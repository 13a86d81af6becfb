import type { FieldError } from './types';

/**
 * A rejected API call (spec §7: "Responses outside 200-300 are rejected, using the JSON body when the content
 * type is JSON"). `errors` is the body's error list (`{ param, value, msg }`), empty when the body was not JSON
 * or held no list; `status` is 0 when the request never got an answer (network failure).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldError[];
  /** Seconds from a `Retry-After` header (429, 503), or null. */
  readonly retryAfter: number | null;
  /** The parsed JSON body, or the text body when the content type was not JSON. */
  readonly body: unknown;

  constructor(
    status: number,
    errors: FieldError[],
    options: { message?: string; retryAfter?: number | null; body?: unknown; cause?: unknown } = {},
  ) {
    super(
      options.message ?? messageOf(status, errors),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.status = status;
    this.errors = errors;
    this.retryAfter = options.retryAfter ?? null;
    this.body = options.body;
  }

  /** True when the answer named at least one field (a form can show the errors beside its fields). */
  get hasFieldErrors(): boolean {
    return this.errors.length > 0;
  }

  /** The first message for each field: `{ email: 'Must be a valid email' }` (final-form submit errors). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const error of this.errors) if (!(error.param in out)) out[error.param] = error.msg;
    return out;
  }
}

function messageOf(status: number, errors: FieldError[]): string {
  if (errors.length > 0) return errors.map((error) => error.msg).join('; ');
  return status === 0 ? 'Network error' : `Request failed with status ${status}`;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.param === 'string' && typeof entry.msg === 'string';
}

/** Seconds to wait from a `Retry-After` header (delta-seconds or an HTTP date), or null. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Builds the ApiError of a non-2xx response. `body` is what openapi-fetch read (it tries JSON on any error
 * body); it is trusted as JSON only when the response says so.
 */
export function toApiError(response: Response, body: unknown): ApiError {
  const json = isJson(response);
  const list =
    json && typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  const errors = Array.isArray(list) ? list.filter(isFieldError) : [];
  return new ApiError(response.status, errors, {
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
    body: json ? body : typeof body === 'string' ? body : undefined,
  });
}

/** Wraps a failure that produced no response (DNS, refused connection, reset socket) as an ApiError. */
export function networkError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  const message =
    cause instanceof Error && cause.message ? `Network error: ${cause.message}` : 'Network error';
  return new ApiError(0, [], { message, cause });
}
