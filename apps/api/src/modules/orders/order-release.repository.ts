import type { Queryable } from '../../db/client.ts';

/** Locks the order's event row: the lock order checkout and releases share (event, then ticket types). */
export async function lockEventOfOrder(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('SELECT 1 FROM events WHERE id = (SELECT event_id FROM orders WHERE id = $1) FOR UPDATE', [
    orderId,
  ]);
}

/** The order's lines in ticket type id order, the order ticket types are locked in. */
export function orderLines(tx: Queryable, orderId: string) {
  return tx.query<{ ticket_type_id: string; quantity: number }>(
    'SELECT ticket_type_id, quantity FROM order_items WHERE order_id = $1 ORDER BY ticket_type_id',
    [orderId],
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

/** A waitlist offer given up: its pending order's hold ends now at the latest. */
export async function endHold(q: Queryable, orderId: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE orders SET expires_at = LEAST(expires_at, $2), updated_at = now() WHERE id = $1 AND status = 'pending'`,
    [orderId, now],
  );
}
