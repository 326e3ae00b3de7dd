import type { OtpChannel } from '@mingle/shared/enums';
import type { Queryable } from '../../db/client.ts';

export interface OutboxRow {
  id: string;
  channel: OtpChannel;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
  sent_at: Date;
}

const LIMIT = 50;

/** Newest first; all recipients when `recipient` is undefined. */
export async function listMessages(db: Queryable, recipient: string | undefined): Promise<OutboxRow[]> {
  return recipient === undefined
    ? db.query<OutboxRow>(
        `SELECT id, channel, recipient, subject, body, html, attachments, sent_at FROM outbox_messages
          ORDER BY sent_at DESC, id DESC LIMIT $1`,
        [LIMIT],
      )
    : db.query<OutboxRow>(
        `SELECT id, channel, recipient, subject, body, html, attachments, sent_at FROM outbox_messages
          WHERE recipient = $1 ORDER BY sent_at DESC, id DESC LIMIT $2`,
        [recipient, LIMIT],
      );
}
