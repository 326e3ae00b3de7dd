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
  fee_cents: number;
  currency: string;
  refund_status: RefundStatus | null;
  ticket_count: number;
  tickets: {
    id: string;
    ticket_type_name: string;
    amount_cents: number;
    holder_id: string | null;
    holder_name: string | null;
    buyer_id: string | null;
  }[];
  event_id: string;
  title: string | null;
  starts_at: Date | null;
  requester_id: string | null;
  requester_name: string | null;
}

export const REFUND_REQUEST_SELECT = `
  SELECT r.id, r.order_id, r.status, r.reason, r.decision_message, r.decided_at, r.created_at, r.amount_cents,
         r.fee_cents, r.currency, r.refund_status,
         (SELECT count(*)::int FROM refund_request_tickets x WHERE x.refund_request_id = r.id) AS ticket_count,
         (SELECT COALESCE(json_agg(json_build_object('id', t.id, 'ticket_type_name', tt.name,
                   'amount_cents', x.amount_cents, 'holder_id', h.id, 'holder_name', h.name, 'buyer_id', o.buyer_id)
                   ORDER BY tt.name, t.id), '[]'::json)
            FROM refund_request_tickets x JOIN tickets t ON t.id = x.ticket_id
            JOIN ticket_types tt ON tt.id = t.ticket_type_id JOIN orders o ON o.id = t.order_id
            LEFT JOIN users h ON h.id = x.holder_id AND h.deleted_at IS NULL
           WHERE x.refund_request_id = r.id) AS tickets,
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
    feeCents: row.fee_cents,
    currency: row.currency,
    refundStatus: row.refund_status,
    ticketCount: row.ticket_count,
    tickets: row.tickets.map((t) => ({
      id: t.id,
      ticketTypeName: t.ticket_type_name,
      amountCents: t.amount_cents,
      holder: t.holder_id ? { id: t.holder_id, firstName: firstName(t.holder_name) } : null,
      claimedByFriend: t.holder_id !== null && t.holder_id !== t.buyer_id,
    })),
    event: { id: row.event_id, title: row.title, startsAt: row.starts_at?.toISOString() ?? null },
    requester: row.requester_id ? { id: row.requester_id, firstName: firstName(row.requester_name) } : null,
  };
}
