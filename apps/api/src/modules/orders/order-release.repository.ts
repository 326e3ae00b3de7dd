import type { Queryable } from '../../db/client.ts';

/** Locks the order's event row: the lock order checkout and releases share (event, then ticket types). */
export async function lockEventOfOrder(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('SELECT 1 FROM events WHERE id = (SELECT event_id FROM orders WHERE id = $1) FOR UPDATE', [
    orderId,
  ]);
}

export async function ticketHoldersOfOrder(tx: Queryable, orderId: string): Promise<string[]> {
  const rows = await tx.query<{ holder_id: string }>(
    'SELECT DISTINCT holder_id FROM tickets WHERE order_id = $1 AND holder_id IS NOT NULL',
    [orderId],
  );
  return rows.map((r) => r.holder_id);
}

/** The order's lines in ticket type id order, the order ticket types are locked in. */
export function orderLines(tx: Queryable, orderId: string) {
  return tx.query<{ ticket_type_id: string; quantity: number }>(
    'SELECT ticket_type_id, quantity FROM order_items WHERE order_id = $1 ORDER BY ticket_type_id',
    [orderId],
  );
}

/** Pending → expired once its hold ended and no charge holds it; undefined otherwise. */
export function markExpired(tx: Queryable, orderId: string, now: Date) {
  return tx.maybeOne<{ promo_code_id: string | null }>(
    `UPDATE orders SET status = 'expired', updated_at = now()
      WHERE id = $1 AND status = 'pending' AND expires_at <= $2
        AND (payment_locked_until IS NULL OR payment_locked_until < $2)
      RETURNING promo_code_id`,
    [orderId, now],
  );
}

/** The waitlist offer this order held ends with it. */
export async function expireOffer(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE waitlist_entries SET status = 'expired', updated_at = now() WHERE offer_order_id = $1 AND status = 'offered'`,
    [orderId],
  );
}

export function dueOrders(q: Queryable, now: Date) {
  return q.query<{ id: string }>(
    `SELECT id FROM orders WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT 500`,
    [now],
  );
}

/** Voids a valid ticket its holder gives back; undefined when it is no longer theirs to give. */
export function voidHeldTicket(tx: Queryable, ticketId: string, holderId: string) {
  return tx.maybeOne<{ ticket_type_id: string }>(
    `UPDATE tickets SET status = 'void', share_token_hash = NULL, share_created_at = NULL, updated_at = now()
      WHERE id = $1 AND holder_id = $2 AND status = 'valid' RETURNING ticket_type_id`,
    [ticketId, holderId],
  );
}
