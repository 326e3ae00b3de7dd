import type { Db, Queryable } from '../../db/client.ts';
import { offerReleasedTickets } from '../waitlist/index.ts';
import { releasePromoUse, releaseTickets } from './orders.repository.ts';

export interface ReleaseOptions {
  claimMinutes: number;
  now: Date;
}

/**
 * Returns an order's tickets to inventory and offers them to the waitlist, in the caller's
 * transaction. Ticket types are locked in id order, as checkout locks them, so the two never deadlock.
 */
export async function releaseOrderInventory(
  tx: Queryable,
  orderId: string,
  options: ReleaseOptions,
): Promise<void> {
  const items = await tx.query<{ ticket_type_id: string; quantity: number }>(
    'SELECT ticket_type_id, quantity FROM order_items WHERE order_id = $1 ORDER BY ticket_type_id',
    [orderId],
  );
  for (const item of items) {
    await releaseTickets(tx, item.ticket_type_id, item.quantity);
    await offerReleasedTickets(tx, options, item.ticket_type_id, item.quantity);
  }
}

/**
 * Expires an unpaid order whose hold has ended and releases its tickets and promo use. The
 * status change guards the release, so it happens exactly once however many callers race
 * (the expiry job, the sweep, a late payment). False when the order was not expirable.
 */
export function expireOrder(db: Db, orderId: string, options: ReleaseOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const expired = await tx.maybeOne<{ promo_code_id: string | null }>(
      `UPDATE orders SET status = 'expired', updated_at = now()
        WHERE id = $1 AND status = 'pending' AND expires_at <= $2
          AND (payment_locked_until IS NULL OR payment_locked_until < $2)
        RETURNING promo_code_id`,
      [orderId, options.now],
    );
    if (!expired) return false;
    await tx.query(
      `UPDATE waitlist_entries SET status = 'expired', updated_at = now() WHERE offer_order_id = $1 AND status = 'offered'`,
      [orderId],
    );
    await releaseOrderInventory(tx, orderId, options);
    if (expired.promo_code_id) await releasePromoUse(tx, expired.promo_code_id);
    return true;
  });
}

/** Expires every order whose hold has ended: the periodic safety net behind the per-order jobs. */
export async function expireDueOrders(db: Db, options: ReleaseOptions): Promise<number> {
  const due = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT 500`,
    [options.now],
  );
  let count = 0;
  for (const order of due) if (await expireOrder(db, order.id, options)) count += 1;
  return count;
}
