import type { Queryable } from '../../db/client.ts';

/** A waitlist offer that was paid for ends its entry. */
export async function markOfferPurchased(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE waitlist_entries SET status = 'purchased', updated_at = now() WHERE offer_order_id = $1`,
    [orderId],
  );
}

/** Counts a promo use even past its limit (the buyer already paid the promo price). */
export async function countPromoUse(tx: Queryable, promoId: string): Promise<void> {
  await tx.query('UPDATE promo_codes SET used = used + 1 WHERE id = $1', [promoId]);
}

/** The charge ended without payment: the lock goes and the buyer sees why. */
export async function recordPaymentError(q: Queryable, orderId: string, message: string): Promise<void> {
  await q.query(
    'UPDATE orders SET payment_locked_until = NULL, payment_error = $2, updated_at = now() WHERE id = $1',
    [orderId, message],
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

/**
 * Takes the order's payment lock for `lockSeconds` and counts the attempt; undefined when the
 * order is not pending, its hold ended, or another charge holds the lock.
 */
export function lockForPayment(q: Queryable, orderId: string, now: Date, lockSeconds: number) {
  return q.maybeOne<{ payment_attempts: number }>(
    `UPDATE orders SET payment_locked_until = $2::timestamptz + make_interval(secs => $3),
            payment_attempts = payment_attempts + 1, updated_at = now()
      WHERE id = $1 AND status = 'pending' AND expires_at > $2
        AND (payment_locked_until IS NULL OR payment_locked_until < $2)
      RETURNING payment_attempts`,
    [orderId, now, lockSeconds],
  );
}
