import type { RefundRequest, RefundRequestStatus, RefundStatus } from '@mingle/shared/schemas/tickets';
import { firstName } from '../../lib/first-name.ts';

/**
 * A refund request as the guest and the host see it: the refunds module's lists and the order
 * view (orders) both read it, so the SELECT and the reading of its columns live here once.
 */
export interface RefundRequestRow {
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

export const REFUND_REQUEST_SELECT = `
  SELECT r.id, r.order_id, r.status, r.reason, r.decision_message, r.decided_at, r.created_at, r.amount_cents,
         r.currency, r.refund_status,
         (SELECT COALESCE(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = r.order_id) AS ticket_count,
         e.id AS event_id, e.title, e.starts_at, r.requester_id, u.name AS requester_name
    FROM refund_requests r
    JOIN events e ON e.id = r.event_id
    LEFT JOIN users u ON u.id = r.requester_id AND u.deleted_at IS NULL`;

export function toRefundRequest(row: RefundRequestRow): RefundRequest {
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
