import type { ZOutboxList } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { deleteOutboxMessagesTo } from '../../providers/messaging/dev-outbox.ts';
import * as repo from './dev-outbox.repository.ts';

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

/** What the dev outbox holds for one recipient (all when `to` is undefined), newest first. */
export async function listOutbox(
  db: Queryable,
  to: string | undefined,
): Promise<z.infer<typeof ZOutboxList>> {
  const rows = await repo.listMessages(db, to === undefined ? undefined : normaliseRecipient(to));
  return {
    items: rows.map((r) => ({
      id: r.id,
      to: r.recipient,
      channel: r.channel,
      subject: r.subject,
      body: r.body,
      html: r.html,
      attachments: r.attachments,
      sentAt: r.sent_at.toISOString(),
    })),
  };
}

/** A deleted account's messages go with it. */
export async function forgetOutboxOf(tx: Queryable, recipients: string[]): Promise<void> {
  await deleteOutboxMessagesTo(tx, recipients);
}
