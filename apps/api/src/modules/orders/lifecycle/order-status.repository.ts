import type { OrderStatus, PaymentProviderName } from '@mingle/shared/schemas/orders';
import type { Queryable } from '../../../db/client.ts';
import { enqueueSql } from '../../../jobs/job-queue.ts';
import { orderReceipt } from '../order-job-kinds.ts';

/*
 * Every statement that changes an order's status. Each names the statuses it moves from in its
 * WHERE, so a replay or the loser of a race changes nothing and learns so from its answer.
 * Only lifecycle/ imports this file.
 */

export interface PaidWrite {
  paidAt: Date;
  provider: string;
  ref: string | null;
  codes: string[];
  shortCodes: string[];
  ledger: { account: string; kind: string; amountCents: number }[];
  receipt: boolean;
}

/** A ticket the statement below could not write (its short code clashed); written again after. */
export interface UnwrittenTicket {
  ticket_type_id: string;
  price: number;
  event_id: string;
  buyer_id: string | null;
}

const RECEIPT_JOB = enqueueSql(orderReceipt, {
  payload: `jsonb_build_object('orderId', paid.id)`,
  from: 'paid WHERE $10::boolean',
});

/**
 * pending → paid in one statement: the order, one ticket per unit with the drawn codes (a unit
 * whose short code clashes is skipped and returned, the transaction goes on), the ledger rows
 * (booked to the event's organization), a waitlist offer it settles and the receipt job.
 * Undefined when the order was not pending: nothing was written.
 */
export async function markPaid(
  tx: Queryable,
  orderId: string,
  paid: PaidWrite,
): Promise<{ unwritten: UnwrittenTicket[] } | undefined> {
  const row = await tx.maybeOne<{ unwritten: UnwrittenTicket[] | null }>(
    `WITH paid AS (
       UPDATE orders SET status = 'paid', updated_at = now(), payment_locked_until = NULL, paid_at = $2,
              provider = $3, provider_ref = COALESCE($4, provider_ref), payment_error = NULL
        WHERE id = $1 AND status = 'pending'
       RETURNING id, event_id, buyer_id, currency),
     units AS (
       SELECT i.ticket_type_id, i.unit_price_cents - i.unit_discount_cents AS price,
              row_number() OVER (ORDER BY i.ticket_type_id, g.n) AS n
         FROM order_items i CROSS JOIN LATERAL generate_series(1, i.quantity) AS g(n)
        WHERE i.order_id = $1),
     drawn AS (SELECT * FROM unnest($5::text[], $6::text[]) WITH ORDINALITY AS d(code, short_code, n)),
     issued AS (
       INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, short_code, price_paid_cents)
       SELECT paid.id, paid.event_id, u.ticket_type_id, paid.buyer_id, d.code, d.short_code, u.price
         FROM paid, units u JOIN drawn d ON d.n = u.n
       ON CONFLICT DO NOTHING RETURNING code),
     ledger AS (
       INSERT INTO ledger_entries (order_id, event_id, organization_id, currency, account, kind, amount_cents)
       SELECT paid.id, paid.event_id, e.organization_id, paid.currency, l.account, l.kind, l.amount_cents
         FROM paid JOIN events e ON e.id = paid.event_id,
              unnest($7::text[], $8::text[], $9::int[]) AS l(account, kind, amount_cents)),
     offer AS (
       UPDATE waitlist_entries SET status = 'purchased', updated_at = now()
        WHERE offer_order_id = (SELECT id FROM paid)),
     receipt AS (${RECEIPT_JOB})
     SELECT (SELECT json_agg(json_build_object('ticket_type_id', u.ticket_type_id, 'price', u.price,
                                               'event_id', paid.event_id, 'buyer_id', paid.buyer_id))
               FROM units u JOIN drawn d ON d.n = u.n
              WHERE d.code NOT IN (SELECT code FROM issued)) AS unwritten
       FROM paid`,
    [
      orderId,
      paid.paidAt,
      paid.provider,
      paid.ref,
      paid.codes,
      paid.shortCodes,
      paid.ledger.map((e) => e.account),
      paid.ledger.map((e) => e.kind),
      paid.ledger.map((e) => e.amountCents),
      paid.receipt,
    ],
  );
  return row && { unwritten: row.unwritten ?? [] };
}

/** pending → expired once its hold ended and no charge holds it; undefined otherwise. */
export function markExpired(tx: Queryable, orderId: string, now: Date) {
  return tx.maybeOne<{ promo_code_id: string | null }>(
    `UPDATE orders SET status = 'expired', updated_at = now()
      WHERE id = $1 AND status = 'pending' AND expires_at <= $2
        AND (payment_locked_until IS NULL OR payment_locked_until < $2)
      RETURNING promo_code_id`,
    [orderId, now],
  );
}

/** Moves an order from one of `from` to `to`; false when another request moved it first. */
export async function moveOrder(
  q: Queryable,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  extra: { provider?: PaymentProviderName; providerRef?: string; refundedCents?: number } = {},
): Promise<boolean> {
  const row = await q.maybeOne(
    `UPDATE orders SET status = $3, updated_at = now(), payment_locked_until = NULL,
            provider = COALESCE($4, provider), provider_ref = COALESCE($5, provider_ref),
            refunded_cents = COALESCE(LEAST($6, total_cents), refunded_cents)
      WHERE id = $1 AND status = ANY($2::text[])
      RETURNING id`,
    [orderId, from, to, extra.provider ?? null, extra.providerRef ?? null, extra.refundedCents ?? null],
  );
  return row !== undefined;
}

/** The order's status and promo code, its row locked until the transaction ends. */
export function lockOrder(tx: Queryable, orderId: string) {
  return tx.maybeOne<{ status: OrderStatus; promo_code_id: string | null }>(
    'SELECT status, promo_code_id FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
}

/**
 * Money of a paid order came back through a refund request: counted on the order, whose status
 * follows its tickets (some still valid or used: partly refunded). A refunded order may still
 * get its fee back when the host cancels, so `refunded` is a from-status too.
 */
export function addRefund(tx: Queryable, orderId: string, cents: number) {
  return tx.maybeOne<{ status: 'refunded' | 'partially_refunded' }>(
    `UPDATE orders o SET refunded_cents = refunded_cents + $2, updated_at = now(),
            status = CASE WHEN EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = o.id AND t.status IN ('valid', 'redeemed'))
                          THEN 'partially_refunded' ELSE 'refunded' END
      WHERE o.id = $1 AND o.status IN ('paid', 'partially_refunded', 'refunded')
      RETURNING o.status`,
    [orderId, cents],
  );
}

/**
 * A refund made outside Mingle (Stripe's dashboard) reached `refundedCents` in all: recorded
 * only when it is more than the order knew of, so a repeated or older event changes nothing.
 * Answers what the order had counted before.
 */
export function recordOutsideRefund(
  tx: Queryable,
  orderId: string,
  refundedCents: number,
  status: 'refunded' | 'partially_refunded',
) {
  return tx.maybeOne<{ before: number }>(
    `UPDATE orders o SET refunded_cents = $2, status = $3, updated_at = now()
       FROM (SELECT refunded_cents FROM orders WHERE id = $1) b
      WHERE o.id = $1 AND o.status IN ('paid', 'partially_refunded') AND o.refunded_cents < $2
      RETURNING b.refunded_cents AS before`,
    [orderId, refundedCents, status],
  );
}
