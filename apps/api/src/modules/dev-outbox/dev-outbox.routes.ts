import { ZOutboxList, ZOutboxQuery } from '@mingle/shared/schemas/auth';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import type { ApiModule } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
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

/** GET dev/outbox: what the dev outbox holds, newest first. Never mounted in production. */
export const devOutboxModule: ApiModule = (app, ctx) => {
  if (ctx.config.isProduction) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept by the dev outbox (not available in production)',
        querystring: ZOutboxQuery,
        response: { 200: okEnvelope(ZOutboxList) },
      },
    },
    async (request) => {
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
