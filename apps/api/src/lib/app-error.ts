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
