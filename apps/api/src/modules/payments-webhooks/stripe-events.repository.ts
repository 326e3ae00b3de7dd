import type { Queryable } from '../../db/client.ts';

/** Remembers a Stripe event id; false when it was seen before (a retry or a duplicate). */
export async function recordStripeEvent(q: Queryable, id: string, type: string): Promise<boolean> {
  const fresh = await q.maybeOne(
    'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
    [id, type],
  );
  return fresh !== undefined;
}

export async function forgetStripeEvent(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM stripe_events WHERE id = $1', [id]);
}

export async function recordPaymentError(q: Queryable, intentId: string, message: string): Promise<void> {
  await q.query(
    `UPDATE orders SET payment_error = $2, updated_at = now() WHERE provider_ref = $1 AND status = 'pending'`,
    [intentId, message],
  );
}

/** An approved request of ours waiting for its money to go back. */
export function pendingRefundRequest(q: Queryable, orderId: string) {
  return q.maybeOne<{ id: string; amount_cents: number }>(
    `SELECT id, amount_cents FROM refund_requests WHERE order_id = $1 AND status = 'approved' AND refund_status = 'pending'`,
    [orderId],
  );
}

export function refundRequestOfProviderRefund(q: Queryable, refundId: string) {
  return q.maybeOne<{ id: string }>('SELECT id FROM refund_requests WHERE provider_refund_id = $1', [
    refundId,
  ]);
}

export function lockOrder(tx: Queryable, orderId: string) {
  return tx.maybeOne<{ status: string; refunded_cents: number }>(
    'SELECT status, refunded_cents FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
}

export async function markRefundedBeforePayment(
  tx: Queryable,
  orderId: string,
  amount: number,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = 'refunded', refunded_cents = LEAST($2, total_cents), updated_at = now() WHERE id = $1`,
    [orderId, amount],
  );
}

export async function setOrderRefunded(
  tx: Queryable,
  orderId: string,
  refundedCents: number,
  status: 'refunded' | 'partially_refunded',
): Promise<void> {
  await tx.query('UPDATE orders SET refunded_cents = $2, status = $3, updated_at = now() WHERE id = $1', [
    orderId,
    refundedCents,
    status,
  ]);
}

/** Voids what still admits someone; returns who held those tickets, and how many each. */
export function voidOrderTickets(tx: Queryable, orderId: string) {
  return tx.query<{ holder_id: string; tickets: number }>(
    `WITH voided AS (
       UPDATE tickets SET status = 'void', share_token_hash = NULL, updated_at = now()
        WHERE order_id = $1 AND status IN ('valid', 'redeemed')
       RETURNING holder_id)
     SELECT holder_id, count(*)::int AS tickets FROM voided WHERE holder_id IS NOT NULL GROUP BY holder_id`,
    [orderId],
  );
}
