import type { ApiError } from '@larder/domain';

/**
 * The one error class of the API. Services throw it; the error handler turns it into
 * `{ errors: [{ param, value, msg }] }` with `status` (and `Retry-After` when set).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
    readonly retryAfterSeconds?: number,
  ) {
    super(errors.map((error) => error.msg).join('; ') || `HTTP ${status}`);
    this.name = 'AppError';
  }

  static badRequest(param: string, value: unknown, msg: string): AppError {
    return new AppError(400, [{ param, value, msg }]);
  }

  static notFound(param: string, value: unknown, msg = 'Not found'): AppError {
    return new AppError(404, [{ param, value, msg }]);
  }

  /** The database cannot be reached; clients may retry shortly. */
  static unavailable(cause?: unknown): AppError {
    const error = new AppError(503, [{ param: 'database', msg: 'Service temporarily unavailable' }], 5);
    if (cause !== undefined) error.cause = cause;
    return error;
  }
}

/** The message of every 429 (the per-IP limits and the daily "email it" quota). */
export const RATE_LIMIT_MESSAGE = 'Too many requests, please try again later.';
