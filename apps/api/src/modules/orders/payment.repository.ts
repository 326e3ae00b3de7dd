import type { Queryable } from '../../db/client.ts';
import { enqueueSql } from '../../jobs/job-queue.ts';
import { orderReceipt } from './order-job-kinds.ts';
import { ORDER_COLUMNS, type OrderRow } from './orders.repository.ts';

/** Counts a promo use even past its limit (the buyer already paid the promo price). */
export async function countPromoUse(tx: Queryable, promoId: string): Promise<void> {
  await tx.query('UPDATE promo_codes SET used = used + 1 WHERE id = $1', [promoId]);
}

/** The charge ended without payment: the lock goes and the buyer sees why. */
export async function recordPaymentError(q: Queryable, orderId: string, message: string): Promise<void> {
  await q.query(
    'UPDATE orders SET payment_locked_until = NULL, payment_error = $2, updated_at = now() WHERE id = $1',
    [orderId, message],
  );
}

export async function setStripeIntent(
  q: Queryable,
  orderId: string,
  ref: string,
  clientSecret: string | null,
): Promise<void> {
  await q.query(
    `UPDATE orders SET provider = 'stripe', provider_ref = $2, client_secret = $3, updated_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [orderId, ref, clientSecret],
  );
}

/** What paying an order writes beside the order: its amounts and how many tickets it holds. */
export interface PaidOrderFacts {
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  total_cents: number;
  units: number;
}

const UNITS = '(SELECT COALESCE(sum(quantity), 0)::int FROM order_items WHERE order_id = o.id) AS units';

export function paidOrderFacts(q: Queryable, orderId: string): Promise<PaidOrderFacts | undefined> {
  return q.maybeOne<PaidOrderFacts>(
    `SELECT subtotal_cents, discount_cents, fee_cents, total_cents, ${UNITS} FROM orders o WHERE id = $1`,
    [orderId],
  );
}

/**
 * A card payment's first step in one round trip: the order as it was and, when it is
 * the buyer's, pending, unpaid-for, within its hold and no other charge holds it, its payment
 * lock taken for `lockSeconds` with the attempt counted (`payment_attempts`, else null).
 */
export function readAndLockForCharge(
  q: Queryable,
  orderId: string,
  buyerId: string,
  now: Date,
  lockSeconds: number,
) {
  return q.maybeOne<OrderRow & { units: number; locked_attempt: number | null }>(
    `WITH current AS (SELECT ${ORDER_COLUMNS}, ${UNITS} FROM orders o WHERE id = $1),
     locked AS (
       UPDATE orders SET payment_locked_until = $2::timestamptz + make_interval(secs => $3),
              payment_attempts = payment_attempts + 1, updated_at = now()
        WHERE id = $1 AND buyer_id = $4 AND status = 'pending' AND total_cents > 0 AND expires_at > $2
          AND (payment_locked_until IS NULL OR payment_locked_until < $2)
       RETURNING payment_attempts)
     SELECT current.*, (SELECT payment_attempts FROM locked) AS locked_attempt FROM current`,
    [orderId, now, lockSeconds, buyerId],
  );
}

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
 * Pending → paid in one statement: the order, one ticket per unit with the drawn codes (a unit
 * whose short code clashes is skipped and returned, the transaction goes on), the ledger rows
 * (booked to the event's organization), a waitlist offer it settles and the receipt job.
 * Undefined when the order was not pending: nothing was written.
 */
export async function markOrderPaid(
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
