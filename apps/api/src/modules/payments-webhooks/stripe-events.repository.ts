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
