import type { Queryable } from '../../db/client.ts';

/** The order being refunded, locked: its ticket price (what goes back) and who bought it. */
export function lockRefundableOrder(tx: Queryable, orderId: string) {
  return tx.maybeOne<{
    status: string;
    amount: number;
    currency: string;
    event_id: string;
    buyer_id: string | null;
  }>(
    `SELECT status, subtotal_cents - discount_cents AS amount, currency, event_id, buyer_id FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
}

export interface Decision {
  hostId: string;
  message: string | null;
  now: Date;
  refundStatus: 'succeeded' | 'pending';
}

/** Approves the guest's pending request of the order, if there is one. */
export function approvePendingRequest(tx: Queryable, orderId: string, d: Decision) {
  return tx.maybeOne<{ id: string }>(
    `UPDATE refund_requests SET status = 'approved', decision_message = $2, decided_at = $3, decided_by = $4,
            refund_status = $5, updated_at = now()
      WHERE order_id = $1 AND status = 'pending' RETURNING id`,
    [orderId, d.message, d.now, d.hostId, d.refundStatus],
  );
}

/** A request approved at once (a mass refund); none when the order already has an open one. */
export function insertApprovedRequest(
  tx: Queryable,
  order: { id: string; event_id: string; buyer_id: string | null; amount: number; currency: string },
  reason: string,
  d: Decision,
) {
  return tx.maybeOne<{ id: string }>(
    `INSERT INTO refund_requests (order_id, event_id, requester_id, reason, status, decision_message, decided_at,
                                  decided_by, amount_cents, currency, refund_status)
     VALUES ($1, $2, $3, $4, 'approved', $5, $6, $7, $8, $9, $10)
     ON CONFLICT (order_id) WHERE status IN ('pending', 'approved') DO NOTHING RETURNING id`,
    [
      order.id,
      order.event_id,
      order.buyer_id,
      reason,
      d.message,
      d.now,
      d.hostId,
      order.amount,
      order.currency,
      d.refundStatus,
    ],
  );
}

export async function markTicketsRefunded(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE tickets SET status = 'refunded', share_token_hash = NULL, share_created_at = NULL, updated_at = now()
      WHERE order_id = $1 AND status IN ('valid', 'redeemed')`,
    [orderId],
  );
}

export async function markOrderRefunded(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'refunded', updated_at = now() WHERE id = $1`, [orderId]);
}

/** Locks the order of a request: the order is always locked before its request. */
export async function lockOrderOfRequest(tx: Queryable, refundRequestId: string): Promise<void> {
  await tx.query(
    'SELECT 1 FROM orders WHERE id = (SELECT order_id FROM refund_requests WHERE id = $1) FOR UPDATE',
    [refundRequestId],
  );
}

/** Marks the request's money as back; undefined when it already was (or is not approved). */
export function markRefundSucceeded(tx: Queryable, refundRequestId: string, providerRefundId: string | null) {
  return tx.maybeOne<{ order_id: string; amount_cents: number; currency: string; event_id: string }>(
    `UPDATE refund_requests SET refund_status = 'succeeded', refund_error = NULL, updated_at = now(),
            provider_refund_id = COALESCE(provider_refund_id, $2)
      WHERE id = $1 AND status = 'approved' AND refund_status IS DISTINCT FROM 'succeeded'
      RETURNING order_id, amount_cents, currency, event_id`,
    [refundRequestId, providerRefundId],
  );
}

export async function addRefundedToOrder(tx: Queryable, orderId: string, amountCents: number): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = 'refunded', refunded_cents = refunded_cents + $2, updated_at = now()
      WHERE id = $1 AND status IN ('paid', 'partially_refunded')`,
    [orderId, amountCents],
  );
}

export async function markRefundFailed(
  q: Queryable,
  refundRequestId: string,
  message: string,
): Promise<void> {
  await q.query(
    `UPDATE refund_requests SET refund_status = 'failed', refund_error = $2, updated_at = now()
      WHERE id = $1 AND refund_status = 'pending'`,
    [refundRequestId, message],
  );
}

export function refundToSubmit(q: Queryable, refundRequestId: string) {
  return q.maybeOne<{
    order_id: string;
    amount_cents: number;
    refund_status: string | null;
    provider_refund_id: string | null;
  }>('SELECT order_id, amount_cents, refund_status, provider_refund_id FROM refund_requests WHERE id = $1', [
    refundRequestId,
  ]);
}

export async function setProviderRefundId(q: Queryable, refundRequestId: string, ref: string): Promise<void> {
  await q.query(
    'UPDATE refund_requests SET provider_refund_id = $2, updated_at = now() WHERE id = $1 AND provider_refund_id IS NULL',
    [refundRequestId, ref],
  );
}
