import type { EventNotificationPayload } from '@mingle/shared/schemas/notifications';
import type { Queryable } from '../../db/client.ts';
import type { MessagePair } from './event-messages.ts';

export async function insertNotice(
  tx: Queryable,
  eventId: string,
  payload: EventNotificationPayload,
  message: MessagePair,
): Promise<string> {
  const row = await tx.maybeOne<{ id: string }>(
    `INSERT INTO event_notices (event_id, notification, email_subject, email_text, email_html, sms_body)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      eventId,
      JSON.stringify(payload),
      message.email.subject,
      message.email.text,
      message.email.html,
      message.sms.body,
    ],
  );
  return row!.id;
}

/** Marks the notice fanned out; undefined when that already happened (a retried job). */
export function claimFanout(tx: Queryable, noticeId: string) {
  return tx.maybeOne<{ event_id: string; notification: EventNotificationPayload }>(
    `UPDATE event_notices SET fanned_out_at = now() WHERE id = $1 AND fanned_out_at IS NULL
     RETURNING event_id, notification`,
    [noticeId],
  );
}

export interface RecipientRow {
  user_id: string | null;
  invitation_id: string | null;
  /** E-mail when known, else phone; null when the account has neither. */
  address: string | null;
}

/**
 * Everyone with an RSVP, a ticket or an invitation: accounts first, then invitations nobody
 * has signed up for, by the address the host typed.
 */
export function guestRecipients(q: Queryable, eventId: string): Promise<RecipientRow[]> {
  return q.query(
    `SELECT u.id AS user_id, NULL::uuid AS invitation_id, coalesce(u.email, u.phone) AS address
       FROM users u
      WHERE u.deleted_at IS NULL AND u.id IN (
              SELECT r.user_id FROM rsvps r WHERE r.event_id = $1
              UNION SELECT att.user_id FROM event_attendees($1) att WHERE att.holds_ticket
              -- Holders refunded by the cancellation itself (same step, same time) still hear why.
              UNION SELECT x.holder_id FROM refund_request_tickets x
                      JOIN refund_requests r ON r.id = x.refund_request_id
                      JOIN events e ON e.id = r.event_id
                     WHERE r.event_id = $1 AND r.status = 'approved' AND r.decided_at = e.cancelled_at
              UNION SELECT iu.id FROM invitations i JOIN users iu ON iu.email = i.email OR iu.phone = i.phone
                     WHERE i.event_id = $1)
     UNION ALL
     SELECT NULL, i.id, coalesce(i.email, i.phone)
       FROM invitations i
      WHERE i.event_id = $1
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.deleted_at IS NULL AND (u.email = i.email OR u.phone = i.phone))`,
    [eventId],
  );
}

export async function setRecipientCount(tx: Queryable, noticeId: string, count: number): Promise<void> {
  await tx.query('UPDATE event_notices SET recipient_count = $2 WHERE id = $1', [noticeId, count]);
}

/** The notice's texts and the guest's address as it is now; undefined once they are gone. */
export function noticeFor(
  q: Queryable,
  noticeId: string,
  to: { userId?: string | undefined; invitationId?: string | undefined },
) {
  return q.maybeOne<{
    email_subject: string;
    email_text: string;
    email_html: string | null;
    sms_body: string;
    email: string | null;
    phone: string | null;
  }>(
    to.userId
      ? `SELECT n.email_subject, n.email_text, n.email_html, n.sms_body, u.email, u.phone
           FROM event_notices n JOIN users u ON u.id = $2 AND u.deleted_at IS NULL WHERE n.id = $1`
      : `SELECT n.email_subject, n.email_text, n.email_html, n.sms_body, i.email, i.phone
           FROM event_notices n JOIN invitations i ON i.id = $2 WHERE n.id = $1`,
    [noticeId, to.userId ?? to.invitationId],
  );
}
