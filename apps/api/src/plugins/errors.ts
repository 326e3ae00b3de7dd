import type { ApiErrorBody } from '@mingle/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RetryLaterError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

/** A database outage is usually a restart or failover: seconds. */
const DATABASE_RETRY_SECONDS = 5;

function body(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { success: false, error: fields ? { code, message, fields } : { code, message } };
}

/** One handler turns every thrown error into the JSON error shape; 5xx text never leaks. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof RetryLaterError) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send(body(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const zodPath = (issue.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || zodPath.join('.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'The request is not valid';
      return reply.status(400).send(body('VALIDATION_FAILED', first, fields));
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'That is too large'));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(body('UNSUPPORTED_MEDIA_TYPE', 'Send JSON (Content-Type: application/json)'));
    }
    if (
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return reply.status(400).send(body('BAD_REQUEST', 'The request body is not valid JSON'));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(body('RATE_LIMITED', err.message || 'Too many requests; try again later'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', err.message));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_SECONDS))
        .send(body('UNAVAILABLE', 'Mingle is briefly unavailable. Please try again in a moment.'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

/**
 * Fastify's router refuses some URLs before any hook or handler runs (a bad percent-escape, a
 * path parameter over the length limit); they get the JSON error shape too. Pass it as the
 * `frameworkErrors` option.
 */
export function frameworkErrorHandler(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  void reply.status(status).send(body('BAD_REQUEST', 'That address is not valid'));
}
