import type { Queryable } from '../../db/client.ts';

/** The order being refunded, locked (orders are always locked before their requests). */
export function lockRefundableOrder(tx: Queryable, orderId: string) {
  return tx.maybeOne<{
    status: string;
    fee_cents: number;
    currency: string;
    event_id: string;
    buyer_id: string | null;
  }>(`SELECT status, fee_cents, currency, event_id, buyer_id FROM orders WHERE id = $1 FOR UPDATE`, [
    orderId,
  ]);
}

export interface Decision {
  hostId: string;
  message: string | null;
  now: Date;
}

export async function orderOfRequest(tx: Queryable, requestId: string): Promise<string | undefined> {
  const row = await tx.maybeOne<{ order_id: string }>('SELECT order_id FROM refund_requests WHERE id = $1', [
    requestId,
  ]);
  return row?.order_id;
}

export async function pendingRequestsOfOrder(tx: Queryable, orderId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM refund_requests WHERE order_id = $1 AND status = 'pending' ORDER BY created_at, id`,
    [orderId],
  );
  return rows.map((r) => r.id);
}

/** Pending → approved; undefined when it was already decided (the guard is the WHERE). */
export function approvePendingRequest(tx: Queryable, requestId: string, d: Decision) {
  return tx.maybeOne<{ id: string; order_id: string; requester_id: string | null }>(
    `UPDATE refund_requests SET status = 'approved', decision_message = $2, decided_at = $3, decided_by = $4,
            updated_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING id, order_id, requester_id`,
    [requestId, d.message, d.now, d.hostId],
  );
}

/** A request the host makes and approves at once (refunding everyone), covering no ticket yet. */
export function insertApprovedRequest(
  tx: Queryable,
  order: { id: string; event_id: string; buyer_id: string | null; currency: string },
  reason: string,
  d: Decision,
) {
  return tx.maybeOne<{ id: string }>(
    `INSERT INTO refund_requests (order_id, event_id, requester_id, reason, status, decision_message, decided_at,
                                  decided_by, amount_cents, currency)
     VALUES ($1, $2, $3, $4, 'approved', $5, $6, $7, 0, $8) RETURNING id`,
    [order.id, order.event_id, order.buyer_id, reason, d.message, d.now, d.hostId, order.currency],
  );
}

/** The order's valid or used tickets in no open request, with their holders: what a refund of everyone adds. */
export function unrequestedTickets(tx: Queryable, orderId: string) {
  return tx.query<{ id: string; holder_id: string | null; price_paid_cents: number }>(
    `SELECT t.id, t.holder_id, t.price_paid_cents FROM tickets t
      WHERE t.order_id = $1 AND t.status IN ('valid', 'redeemed')
        AND NOT EXISTS (SELECT 1 FROM refund_request_tickets x WHERE x.ticket_id = t.id AND x.open)
      ORDER BY t.id`,
    [orderId],
  );
}

/** Adds tickets to a request; returns how many were added (a ticket already in an open request is not). */
export async function addRequestTickets(
  tx: Queryable,
  requestId: string,
  tickets: readonly { id: string; holder_id: string | null; price_paid_cents: number }[],
): Promise<number> {
  if (tickets.length === 0) return 0;
  const rows = await tx.query(
    `INSERT INTO refund_request_tickets (refund_request_id, ticket_id, holder_id, amount_cents)
     SELECT $1, x.id, x.holder_id, x.amount FROM unnest($2::uuid[], $3::uuid[], $4::int[]) AS x(id, holder_id, amount)
     ON CONFLICT (ticket_id) WHERE open DO NOTHING RETURNING ticket_id`,
    [
      requestId,
      tickets.map((t) => t.id),
      tickets.map((t) => t.holder_id),
      tickets.map((t) => t.price_paid_cents),
    ],
  );
  return rows.length;
}

/** The tickets of a request still in it, with whoever held each when it was made. */
export function openRequestTickets(tx: Queryable, requestId: string) {
  return tx.query<{ ticket_id: string; holder_id: string | null; amount_cents: number }>(
    `SELECT ticket_id, holder_id, amount_cents FROM refund_request_tickets
      WHERE refund_request_id = $1 AND open ORDER BY ticket_id`,
    [requestId],
  );
}

/** Only these tickets stay in the request: the others were not refunded (given away since). */
export async function keepRequestTickets(
  tx: Queryable,
  requestId: string,
  ticketIds: string[],
): Promise<void> {
  await tx.query(
    'DELETE FROM refund_request_tickets WHERE refund_request_id = $1 AND NOT (ticket_id = ANY($2::uuid[]))',
    [requestId, ticketIds],
  );
}

/** The fee a host's refund still owes the buyer: the order's fee less what earlier requests returned. */
export async function feeNotRefunded(tx: Queryable, orderId: string): Promise<number> {
  const row = await tx.maybeOne<{ fee: number }>(
    `SELECT o.fee_cents - COALESCE((SELECT sum(r.fee_cents) FROM refund_requests r
                                     WHERE r.order_id = o.id AND r.status = 'approved'), 0)::int AS fee
       FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  return row?.fee ?? 0;
}

/** What the approved request returns; its money is done at once when that is nothing. */
export async function setRequestAmount(
  tx: Queryable,
  requestId: string,
  amounts: { amountCents: number; feeCents: number },
): Promise<void> {
  await tx.query(
    `UPDATE refund_requests SET amount_cents = $2, fee_cents = $3,
            refund_status = CASE WHEN $2::int = 0 THEN 'succeeded' ELSE 'pending' END, updated_at = now()
      WHERE id = $1 AND status = 'approved'`,
    [requestId, amounts.amountCents, amounts.feeCents],
  );
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
  return tx.maybeOne<{
    order_id: string;
    amount_cents: number;
    fee_cents: number;
    currency: string;
    event_id: string;
  }>(
    `UPDATE refund_requests SET refund_status = 'succeeded', refund_error = NULL, updated_at = now(),
            provider_refund_id = COALESCE(provider_refund_id, $2)
      WHERE id = $1 AND status = 'approved' AND refund_status IS DISTINCT FROM 'succeeded'
      RETURNING order_id, amount_cents, fee_cents, currency, event_id`,
    [refundRequestId, providerRefundId],
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
