import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import type { EmailMessage, EmailProvider, SmsMessage, SmsProvider } from './messaging.ts';

/**
 * The embedded default: keeps every message in the dev outbox table and logs that it did
 * (the README's "Start it"). The body is logged only outside production, where this provider
 * is used.
 */
export class DevOutbox implements EmailProvider, SmsProvider {
  readonly name = 'dev-outbox';
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: EmailMessage | SmsMessage): Promise<{ id: string }> {
    const isEmail = 'subject' in message;
    const body = isEmail ? message.text : message.body;
    const row = await this.db.maybeOne<{ id: string }>(
      `INSERT INTO outbox_messages (channel, recipient, subject, body, html, attachments)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        isEmail ? 'email' : 'sms',
        message.to,
        isEmail ? message.subject : null,
        body,
        isEmail ? (message.html ?? null) : null,
        JSON.stringify(isEmail ? (message.attachments ?? []) : []),
      ],
    );
    this.log.info(
      { outbox: { channel: isEmail ? 'email' : 'sms', to: message.to, body } },
      'dev outbox message',
    );
    return { id: row!.id };
  }
}

/**
 * A deleted account's messages go with it. The outbox is this provider's table: the dev-outbox
 * module reads it and asks here to delete from it.
 */
export async function deleteOutboxMessagesTo(tx: Queryable, recipients: string[]): Promise<void> {
  if (recipients.length === 0) return;
  await tx.query('DELETE FROM outbox_messages WHERE recipient = ANY($1::text[])', [recipients]);
}
