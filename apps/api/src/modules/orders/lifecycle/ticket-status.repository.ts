import type { TicketStatus } from '@mingle/shared/schemas/tickets';
import type { Queryable } from '../../../db/client.ts';

/*
 * Every statement that changes a ticket's status or holder. Each names the statuses it moves
 * from in its WHERE, so a replay or the loser of a race changes nothing and learns so from its
 * answer. A ticket that stops admitting anyone loses its share link with it. Only lifecycle/
 * imports this file.
 */

export interface ChangedTicket {
  id: string;
  order_id: string;
  ticket_type_id: string;
  holder_id: string | null;
}

/** Which tickets a void is about: all of an order's, or one its holder gives back. */
export type VoidScope = { orderId: string } | { ticketId: string; holderId: string };

/** from → void, for the tickets of `scope` whose status is one of `from`. */
export function voidTickets(tx: Queryable, scope: VoidScope, from: readonly TicketStatus[]) {
  const [orderId, ticketId, holderId] =
    'orderId' in scope ? [scope.orderId, null, null] : [null, scope.ticketId, scope.holderId];
  return tx.query<ChangedTicket>(
    `UPDATE tickets SET status = 'void', share_token_hash = NULL, share_created_at = NULL, updated_at = now()
      WHERE (order_id = $1 OR id = $2) AND ($3::uuid IS NULL OR holder_id = $3) AND status = ANY($4::text[])
      RETURNING id, order_id, ticket_type_id, holder_id`,
    [orderId, ticketId, holderId, from],
  );
}

/**
 * valid or redeemed → refunded, for each ticket still held by `holderId` (whoever held it when
 * the refund was asked for: a ticket claimed by a friend since is the friend's and stays valid).
 */
export function refundTickets(
  tx: Queryable,
  orderId: string,
  tickets: readonly { id: string; holderId: string | null }[],
) {
  return tx.query<ChangedTicket>(
    `UPDATE tickets t SET status = 'refunded', share_token_hash = NULL, share_created_at = NULL, updated_at = now()
       FROM unnest($1::uuid[], $2::uuid[]) AS x(id, holder_id)
      WHERE t.id = x.id AND t.order_id = $3 AND t.status IN ('valid', 'redeemed')
        AND t.holder_id IS NOT DISTINCT FROM x.holder_id
      RETURNING t.id, t.order_id, t.ticket_type_id, t.holder_id`,
    [tickets.map((t) => t.id), tickets.map((t) => t.holderId), orderId],
  );
}

/** How a ticket is named at the door: its QR code, its short code (normalised), or its id (the list). */
export type DoorRef = { code: string; shortCode: string | null } | { ticketId: string };

/** valid → redeemed (let in once): undefined when the reference is not a valid ticket of this event. */
export function redeemAtDoor(q: Queryable, ref: DoorRef, eventId: string, hostId: string) {
  const [match, params] =
    'ticketId' in ref
      ? ['t.id = $3', [ref.ticketId]]
      : ['(t.code = $3 OR t.short_code = $4)', [ref.code, ref.shortCode]];
  return q.maybeOne<{ id: string }>(
    `UPDATE tickets t SET status = 'redeemed', redeemed_at = now(), redeemed_by = $2, updated_at = now()
      WHERE ${match} AND t.event_id = $1 AND t.status = 'valid' RETURNING t.id`,
    [eventId, hostId, ...params],
  );
}
