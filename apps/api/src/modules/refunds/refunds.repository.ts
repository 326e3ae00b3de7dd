import { PAGE_SIZE } from '@mingle/shared/constants';
import type { RefundRequest, RefundRequestStatus, RefundRequestsPage } from '@mingle/shared/schemas/tickets';
import type { Queryable } from '../../db/client.ts';
import {
  REFUND_REQUEST_SELECT,
  type RefundRequestRow,
  toRefundRequest,
} from '../../db/sql/refund-requests.sql.ts';

export async function getRefundRequest(q: Queryable, id: string): Promise<RefundRequest | undefined> {
  const row = await q.maybeOne<RefundRequestRow>(`${REFUND_REQUEST_SELECT} WHERE r.id = $1`, [id]);
  return row && toRefundRequest(row);
}

async function page(
  q: Queryable,
  where: string,
  params: unknown[],
  order: string,
  pageNo: number,
): Promise<RefundRequestsPage> {
  const offset = (pageNo - 1) * PAGE_SIZE;
  const [rows, count] = await Promise.all([
    q.query<RefundRequestRow>(
      `${REFUND_REQUEST_SELECT} ${where} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
      params,
    ),
    q.maybeOne<{ n: number }>(
      `SELECT count(*)::int AS n FROM refund_requests r JOIN events e ON e.id = r.event_id ${where}`,
      params,
    ),
  ]);
  const total = count?.n ?? 0;
  return {
    items: rows.map(toRefundRequest),
    page: pageNo,
    pageSize: PAGE_SIZE,
    total,
    hasMore: offset + rows.length < total,
  };
}

/** The requests on the events of these organizations: pending first, then newest first. */
export function listHostRefundRequests(
  q: Queryable,
  organizationIds: readonly string[],
  query: { page: number; status?: RefundRequestStatus | undefined },
): Promise<RefundRequestsPage> {
  const params: unknown[] = [organizationIds];
  let where = 'WHERE e.organization_id = ANY($1::uuid[])';
  if (query.status) {
    params.push(query.status);
    where += ' AND r.status = $2';
  }
  return page(q, where, params, `(r.status = 'pending') DESC, r.created_at DESC, r.id`, query.page);
}

export function listMyRefundRequests(
  q: Queryable,
  userId: string,
  pageNo: number,
): Promise<RefundRequestsPage> {
  return page(q, 'WHERE r.requester_id = $1', [userId], 'r.created_at DESC, r.id', pageNo);
}

/** A buyer's request; none when the order already has an open one. */
export function insertRequest(
  q: Queryable,
  r: {
    orderId: string;
    eventId: string;
    requesterId: string;
    reason: string;
    amountCents: number;
    currency: string;
  },
) {
  return q.maybeOne<{ id: string }>(
    `INSERT INTO refund_requests (order_id, event_id, requester_id, reason, amount_cents, currency)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (order_id) WHERE status IN ('pending', 'approved') DO NOTHING RETURNING id`,
    [r.orderId, r.eventId, r.requesterId, r.reason, r.amountCents, r.currency],
  );
}

/** The request when `hostId` owns its event's organization. */
export function requestForDecision(q: Queryable, requestId: string) {
  return q.maybeOne<{ order_id: string; status: string; event_id: string; organization_id: string }>(
    `SELECT r.order_id, r.status, r.event_id, e.organization_id FROM refund_requests r
       JOIN events e ON e.id = r.event_id
      WHERE r.id = $1`,
    [requestId],
  );
}

export async function declineRequest(
  q: Queryable,
  requestId: string,
  d: { message: string | null; now: Date; hostId: string },
): Promise<boolean> {
  const row = await q.maybeOne(
    `UPDATE refund_requests SET status = 'declined', decision_message = $2, decided_at = $3, decided_by = $4, updated_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [requestId, d.message, d.now, d.hostId],
  );
  return row !== undefined;
}

/** Paid orders of the event not yet being refunded (a guest's pending request is included). */
export function refundableOrders(q: Queryable, eventId: string, lock: boolean) {
  return q.query<{ id: string; amount: number; fee_cents: number; currency: string; tickets: number }>(
    `SELECT o.id, o.subtotal_cents - o.discount_cents AS amount, o.fee_cents, o.currency,
            (SELECT count(*)::int FROM tickets t WHERE t.order_id = o.id AND t.status IN ('valid', 'redeemed')) AS tickets
       FROM orders o
      WHERE o.event_id = $1 AND o.status = 'paid'
        AND NOT EXISTS (SELECT 1 FROM refund_requests r WHERE r.order_id = o.id AND r.status = 'approved')
      ORDER BY o.id ${lock ? 'FOR UPDATE' : ''}`,
    [eventId],
  );
}

/** What the guest is told of a decision, and where (deleted accounts are not told). */
export function decisionNotice(q: Queryable, requestId: string) {
  return q.maybeOne<{
    status: string;
    decision_message: string | null;
    amount_cents: number;
    currency: string;
    title: string | null;
    email: string | null;
    phone: string | null;
  }>(
    `SELECT r.status, r.decision_message, r.amount_cents, r.currency, e.title, u.email, u.phone
       FROM refund_requests r JOIN events e ON e.id = r.event_id
       JOIN users u ON u.id = r.requester_id AND u.deleted_at IS NULL
      WHERE r.id = $1`,
    [requestId],
  );
}
