import { ERROR_STATUS, type ErrorCode } from '@mingle/shared/errors';

/**
 * The one error type services throw. The error plugin turns it into the JSON error shape of
 * ApiErrorBody of packages/shared with the status of the shared code → status map.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    status?: number,
  ) {
    super(message);
    this.status = status ?? ERROR_STATUS[code];
  }
}

export const notFound = (what = 'That'): AppError => new AppError('NOT_FOUND', `${what} was not found`);
export const forbidden = (message = 'You are not allowed to do that'): AppError =>
  new AppError('FORBIDDEN', message);

/**
 * Every 429 a service sends: the error handler turns retryAfterSeconds into the Retry-After
 * header, so a client (or the door's sync loop) knows when asking again can succeed.
 */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, fields?: Record<string, string>) {
    super('RATE_LIMITED', message, fields);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
