import { PAGE_SIZE } from '@mingle/shared/constants';
import type {
  RefundRequest,
  RefundRequestStatus,
  RefundRequestsPage,
  RefundStatus,
} from '@mingle/shared/schemas/tickets';
import type { Queryable } from '../../db/client.ts';
import { firstName } from '../../lib/first-name.ts';

interface RefundRequestRow {
  id: string;
  order_id: string;
  status: RefundRequestStatus;
  reason: string;
  decision_message: string | null;
  decided_at: Date | null;
  created_at: Date;
  amount_cents: number;
  currency: string;
  refund_status: RefundStatus | null;
  ticket_count: number;
  event_id: string;
  title: string | null;
  starts_at: Date | null;
  requester_id: string | null;
  requester_name: string | null;
}

const SELECT = `
  SELECT r.id, r.order_id, r.status, r.reason, r.decision_message, r.decided_at, r.created_at, r.amount_cents,
         r.currency, r.refund_status,
         (SELECT COALESCE(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = r.order_id) AS ticket_count,
         e.id AS event_id, e.title, e.starts_at, r.requester_id, u.name AS requester_name
    FROM refund_requests r
    JOIN events e ON e.id = r.event_id
    LEFT JOIN users u ON u.id = r.requester_id AND u.deleted_at IS NULL`;

function toRefundRequest(row: RefundRequestRow): RefundRequest {
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    reason: row.reason,
    decisionMessage: row.decision_message,
    decidedAt: row.decided_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    amountCents: row.amount_cents,
    currency: row.currency,
    refundStatus: row.refund_status,
    ticketCount: row.ticket_count,
    event: { id: row.event_id, title: row.title, startsAt: row.starts_at?.toISOString() ?? null },
    requester: row.requester_id ? { id: row.requester_id, firstName: firstName(row.requester_name) } : null,
  };
}

export async function getRefundRequest(q: Queryable, id: string): Promise<RefundRequest | undefined> {
  const row = await q.maybeOne<RefundRequestRow>(`${SELECT} WHERE r.id = $1`, [id]);
  return row && toRefundRequest(row);
}

/** The newest request of an order (what the order page shows). */
export async function latestRefundRequestOfOrder(
  q: Queryable,
  orderId: string,
): Promise<RefundRequest | null> {
  const row = await q.maybeOne<RefundRequestRow>(
    `${SELECT} WHERE r.order_id = $1 ORDER BY r.created_at DESC, r.id LIMIT 1`,
    [orderId],
  );
  return row ? toRefundRequest(row) : null;
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
      `${SELECT} ${where} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
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

/** The requests on the host's events: pending first, then newest first. */
export function listHostRefundRequests(
  q: Queryable,
  hostId: string,
  query: { page: number; status?: RefundRequestStatus | undefined },
): Promise<RefundRequestsPage> {
  const params: unknown[] = [hostId];
  let where = 'WHERE e.organization_id IN (SELECT id FROM organizations WHERE owner_id = $1)';
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
