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

/** A guest's request (its tickets are added next). */
export async function insertRequest(
  q: Queryable,
  r: {
    orderId: string;
    eventId: string;
    requesterId: string;
    reason: string;
    amountCents: number;
    currency: string;
  },
): Promise<string> {
  const row = await q.maybeOne<{ id: string }>(
    `INSERT INTO refund_requests (order_id, event_id, requester_id, reason, amount_cents, currency)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [r.orderId, r.eventId, r.requesterId, r.reason, r.amountCents, r.currency],
  );
  return row!.id;
}

/** The order's tickets the person holds and that still admit someone (valid or used at the door). */
export function heldTicketsOfOrder(q: Queryable, orderId: string, userId: string) {
  return q.query<{ id: string; holder_id: string | null; price_paid_cents: number }>(
    `SELECT id, holder_id, price_paid_cents FROM tickets
      WHERE order_id = $1 AND holder_id = $2 AND status IN ('valid', 'redeemed') ORDER BY id`,
    [orderId, userId],
  );
}

/** Whether the person holds, or ever held through a request, a ticket of the order (or bought it). */
export async function isOrderParty(q: Queryable, orderId: string, userId: string): Promise<boolean> {
  const row = await q.maybeOne(
    `SELECT 1 FROM orders o WHERE o.id = $1 AND (o.buyer_id = $2
        OR EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = o.id AND t.holder_id = $2))`,
    [orderId, userId],
  );
  return row !== undefined;
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

/** Pending → declined (the guard is the WHERE); its tickets may be asked for again. */
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
  if (!row) return false;
  await q.query('UPDATE refund_request_tickets SET open = false WHERE refund_request_id = $1', [requestId]);
  return true;
}

/**
 * Orders of the event someone paid money for, with tickets that still admit someone: what
 * refunding everyone returns (free entries have nothing to return and stay as they are). `amount` is their tickets' prices; `fee` the buyer fee not yet returned.
 */
export function refundableOrders(q: Queryable, eventId: string, lock: boolean) {
  return q.query<{ id: string; amount: number; fee_cents: number; currency: string; tickets: number }>(
    `SELECT o.id, o.currency,
            (SELECT COALESCE(sum(t.price_paid_cents), 0)::int FROM tickets t
              WHERE t.order_id = o.id AND t.status IN ('valid', 'redeemed')) AS amount,
            o.fee_cents - COALESCE((SELECT sum(r.fee_cents) FROM refund_requests r
                                    WHERE r.order_id = o.id AND r.status = 'approved'), 0)::int AS fee_cents,
            (SELECT count(*)::int FROM tickets t WHERE t.order_id = o.id AND t.status IN ('valid', 'redeemed')) AS tickets
       FROM orders o
      WHERE o.event_id = $1 AND o.status IN ('paid', 'partially_refunded') AND o.total_cents > 0
        AND EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = o.id AND t.status IN ('valid', 'redeemed'))
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
    fee_cents: number;
    currency: string;
    title: string | null;
    email: string | null;
    phone: string | null;
  }>(
    `SELECT r.status, r.decision_message, r.amount_cents, r.fee_cents, r.currency, e.title, u.email, u.phone
       FROM refund_requests r JOIN events e ON e.id = r.event_id
       JOIN users u ON u.id = r.requester_id AND u.deleted_at IS NULL
      WHERE r.id = $1`,
    [requestId],
  );
}

/** Someone a refund concerns (a holder whose ticket stopped admitting them, or the buyer), with how to reach them. */
interface RefundPartyRow {
  user_id: string;
  is_buyer: boolean;
  email: string | null;
  phone: string | null;
  buyer_name: string | null;
  event_id: string;
  title: string | null;
  organization_id: string;
  org_name: string;
}

/**
 * Everyone a decided request concerns besides whoever asked: the holders of its refunded
 * tickets (a friend's claimed ticket) and the buyer whose card gets the money.
 */
export function refundParties(q: Queryable, requestId: string) {
  return q.query<RefundPartyRow & { tickets: number; name: string | null }>(
    `WITH req AS (
       SELECT r.id, r.requester_id, o.buyer_id, r.event_id FROM refund_requests r JOIN orders o ON o.id = r.order_id
        WHERE r.id = $1 AND r.status = 'approved'),
     parties AS (
       SELECT x.holder_id AS user_id, count(*)::int AS tickets FROM refund_request_tickets x, req
        WHERE x.refund_request_id = req.id AND x.holder_id IS NOT NULL AND x.holder_id <> req.buyer_id
        GROUP BY x.holder_id
       UNION ALL
       SELECT req.buyer_id, 0 FROM req WHERE req.buyer_id IS NOT NULL)
     SELECT p.user_id, p.user_id = req.buyer_id AS is_buyer, p.tickets, u.name, u.email, u.phone,
            b.name AS buyer_name, e.id AS event_id, e.title, e.organization_id, g.name AS org_name
       FROM parties p JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
      CROSS JOIN req
       JOIN events e ON e.id = req.event_id JOIN organizations g ON g.id = e.organization_id
       LEFT JOIN users b ON b.id = req.buyer_id
      WHERE p.user_id IS DISTINCT FROM req.requester_id`,
    [requestId],
  );
}

/** Who held the tickets of an order voided by a refund made outside Mingle, and what to tell them. */
export function outsideRefundParties(q: Queryable, orderId: string, userIds: readonly string[]) {
  return q.query<RefundPartyRow>(
    `SELECT u.id AS user_id, u.id = o.buyer_id AS is_buyer, u.email, u.phone, b.name AS buyer_name,
            e.id AS event_id, e.title, e.organization_id, g.name AS org_name
       FROM orders o JOIN events e ON e.id = o.event_id JOIN organizations g ON g.id = e.organization_id
       JOIN users u ON u.id = ANY($2::uuid[]) AND u.deleted_at IS NULL
       LEFT JOIN users b ON b.id = o.buyer_id
      WHERE o.id = $1`,
    [orderId, userIds],
  );
}
