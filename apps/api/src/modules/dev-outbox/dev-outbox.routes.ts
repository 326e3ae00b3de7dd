import { ZOutboxList, ZOutboxQuery } from '@mingle/shared/schemas/auth';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import type { ApiModule } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';
import { devOutboxOpenTo } from '../../lib/loopback.ts';
import { listMessages } from './dev-outbox.repository.ts';

/**
 * Accepts a recipient the way people paste it: an e-mail in any case, or a phone whose "+" a
 * query string turned into a space.
 */
export function normaliseRecipient(raw: string): string {
  const value = raw.trim();
  if (value.includes('@')) return value.toLowerCase();
  const digits = value.replace(/[\s().-]/g, '');
  return /^\d/.test(digits) ? `+${digits}` : digits;
}

/**
 * GET dev/outbox: what the dev outbox holds, newest first. Never mounted in production, and
 * answered only to loopback clients.
 */
export const devOutboxModule: ApiModule = (app, ctx) => {
  if (ctx.config.isProduction) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept by the dev outbox (not in production; loopback clients only, others get 404)',
        querystring: ZOutboxQuery,
        response: { 200: okEnvelope(ZOutboxList) },
      },
    },
    async (request) => {
      // Anyone else gets the same answer as for a route that does not exist.
      if (!devOutboxOpenTo(ctx.config, request)) {
        throw new AppError('NOT_FOUND', `No route GET ${request.url.split('?')[0]}`);
      }
      const to = request.query.to ? normaliseRecipient(request.query.to) : undefined;
      const rows = await listMessages(ctx.db, to);
      return ok({
        items: rows.map((r) => ({
          id: r.id,
          to: r.recipient,
          channel: r.channel,
          subject: r.subject,
          body: r.body,
          sentAt: r.sent_at.toISOString(),
        })),
      });
    },
  );
};
