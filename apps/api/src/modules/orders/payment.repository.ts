import type { Queryable } from '../../db/client.ts';
import { ORDER_COLUMNS, type OrderRow } from './orders.repository.ts';

/** The charge ended without payment: the lock goes and the buyer sees why. */
export async function recordPaymentError(q: Queryable, orderId: string, message: string): Promise<void> {
  await q.query(
    'UPDATE orders SET payment_locked_until = NULL, payment_error = $2, updated_at = now() WHERE id = $1',
    [orderId, message],
  );
}

export async function recordIntentError(q: Queryable, intentId: string, message: string): Promise<void> {
  await q.query(
    `UPDATE orders SET payment_error = $2, updated_at = now() WHERE provider_ref = $1 AND status = 'pending'`,
    [intentId, message],
  );
}

export async function setStripeIntent(
  q: Queryable,
  orderId: string,
  ref: string,
  clientSecret: string | null,
): Promise<void> {
  await q.query(
    `UPDATE orders SET provider = 'stripe', provider_ref = $2, client_secret = $3, updated_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [orderId, ref, clientSecret],
  );
}

/** What paying an order writes beside the order: its amounts and how many tickets it holds. */
export interface PaidOrderFacts {
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  total_cents: number;
  units: number;
}

const UNITS = '(SELECT COALESCE(sum(quantity), 0)::int FROM order_items WHERE order_id = o.id) AS units';

export function paidOrderFacts(q: Queryable, orderId: string): Promise<PaidOrderFacts | undefined> {
  return q.maybeOne<PaidOrderFacts>(
    `SELECT subtotal_cents, discount_cents, fee_cents, total_cents, ${UNITS} FROM orders o WHERE id = $1`,
    [orderId],
  );
}

/**
 * A card payment's first step in one round trip: the order as it was and, when it is
 * the buyer's, pending, unpaid-for, within its hold and no other charge holds it, its payment
 * lock taken for `lockSeconds` with the attempt counted (`payment_attempts`, else null).
 */
export function readAndLockForCharge(
  q: Queryable,
  orderId: string,
  buyerId: string,
  now: Date,
  lockSeconds: number,
) {
  return q.maybeOne<OrderRow & { units: number; locked_attempt: number | null }>(
    `WITH current AS (SELECT ${ORDER_COLUMNS}, ${UNITS} FROM orders o WHERE id = $1),
     locked AS (
       UPDATE orders SET payment_locked_until = $2::timestamptz + make_interval(secs => $3),
              payment_attempts = payment_attempts + 1, updated_at = now()
        WHERE id = $1 AND buyer_id = $4 AND status = 'pending' AND total_cents > 0 AND expires_at > $2
          AND (payment_locked_until IS NULL OR payment_locked_until < $2)
       RETURNING payment_attempts)
     SELECT current.*, (SELECT payment_attempts FROM locked) AS locked_attempt FROM current`,
    [orderId, now, lockSeconds, buyerId],
  );
}
