import type { PriceBreakdown } from '@mingle/shared/price-lines';
import type { OrderStatus, PaymentProviderName } from '@mingle/shared/schemas/orders';
import type { Queryable } from '../../db/client.ts';
import { enqueueSql } from '../../jobs/job-queue.ts';
import { orderExpire } from './order-job-kinds.ts';

export interface OrderRow {
  id: string;
  event_id: string;
  buyer_id: string | null;
  status: OrderStatus;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  total_cents: number;
  refunded_cents: number;
  promo_code_id: string | null;
  promo_code: string | null;
  provider: PaymentProviderName | null;
  provider_ref: string | null;
  client_secret: string | null;
  payment_error: string | null;
  expires_at: Date;
  paid_at: Date | null;
  created_at: Date;
}

export interface NewOrder {
  eventId: string;
  buyerId: string;
  status: 'pending' | 'paid';
  currency: string;
  /** The order's lines and totals as priced: the lines are stored as they are. */
  price: PriceBreakdown;
  promoCodeId: string | null;
  promoCode: string | null;
  provider: PaymentProviderName | null;
  expiresAt: Date;
  paidAt: Date | null;
}

const EXPIRY_JOB = enqueueSql(orderExpire, {
  payload: `jsonb_build_object('orderId', placed.id)`,
  runAt: '$12',
  dedupeKey: `'order-expire:' || placed.id`,
  from: 'placed WHERE $18::boolean',
});

/**
 * Places a held order in one statement: claims every line's tickets (one conditional UPDATE,
 * rows locked in ticket type id order so concurrent orders never deadlock), and only when every
 * line was claimed writes the order, its items and its expiry job. No order id when a line had
 * too few tickets left: the caller rolls back the lines that were claimed.
 */
export async function claimAndInsertOrder(
  q: Queryable,
  order: NewOrder,
  expiryJob: boolean,
): Promise<{ orderId: string | undefined; claimed: string[] }> {
  const lines = [...order.price.lines].sort((a, b) => (a.ticketTypeId < b.ticketTypeId ? -1 : 1));
  const row = await q.maybeOne<{ id: string | null; claimed: string[] }>(
    `WITH wanted AS (
       SELECT * FROM unnest($14::uuid[], $15::int[], $16::int[], $17::int[], $19::int[], $20::int[], $21::int[])
                  AS w(ticket_type_id, quantity, unit_price_cents, unit_discount_cents,
                       unit_net_cents, unit_tax_cents, unit_gross_cents)),
     locked AS (
       SELECT tt.id FROM ticket_types tt WHERE tt.id IN (SELECT ticket_type_id FROM wanted)
        ORDER BY tt.id FOR NO KEY UPDATE),
     claimed AS (
       UPDATE ticket_types tt SET sold = tt.sold + w.quantity
         FROM wanted w, locked l
        WHERE tt.id = w.ticket_type_id AND l.id = tt.id AND tt.sold + w.quantity <= tt.quantity
       RETURNING tt.id),
     placed AS (
       INSERT INTO orders (event_id, buyer_id, status, currency, subtotal_cents, discount_cents, fee_cents,
                           total_cents, promo_code_id, promo_code, provider, expires_at, paid_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13
        WHERE (SELECT count(*) FROM claimed) = (SELECT count(*) FROM wanted)
       RETURNING id),
     items AS (
       INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_cents, unit_discount_cents,
                                unit_net_cents, unit_tax_cents, unit_gross_cents)
       SELECT placed.id, w.ticket_type_id, w.quantity, w.unit_price_cents, w.unit_discount_cents,
              w.unit_net_cents, w.unit_tax_cents, w.unit_gross_cents
         FROM placed, wanted w),
     expiry AS (${EXPIRY_JOB})
     SELECT (SELECT id FROM placed) AS id, ARRAY(SELECT id FROM claimed) AS claimed`,
    [
      ...orderColumns(order),
      lines.map((l) => l.ticketTypeId),
      lines.map((l) => l.quantity),
      lines.map((l) => l.unitPriceCents),
      lines.map((l) => l.unitDiscountCents),
      expiryJob,
      lines.map((l) => l.unitNetCents),
      lines.map((l) => l.unitTaxCents),
      lines.map((l) => l.unitGrossCents),
    ],
  );
  return { orderId: row?.id ?? undefined, claimed: row?.claimed ?? [] };
}

/** The orders columns $1…$13 of both inserts, in their column order. */
function orderColumns(order: NewOrder): unknown[] {
  return [
    order.eventId,
    order.buyerId,
    order.status,
    order.currency,
    order.price.subtotalCents,
    order.price.discountCents,
    order.price.feeCents,
    order.price.totalCents,
    order.promoCodeId,
    order.promoCode,
    order.provider,
    order.expiresAt,
    order.paidAt,
  ];
}

export async function insertOrder(q: Queryable, order: NewOrder): Promise<string> {
  const row = await q.maybeOne<{ id: string }>(
    `INSERT INTO orders (event_id, buyer_id, status, currency, subtotal_cents, discount_cents, fee_cents,
                         total_cents, promo_code_id, promo_code, provider, expires_at, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    orderColumns(order),
  );
  const orderId = row!.id;
  const values: unknown[] = [orderId];
  const rows = order.price.lines.map((l) => {
    const p = values.length + 1;
    values.push(l.ticketTypeId, l.quantity, l.unitPriceCents, l.unitDiscountCents);
    values.push(l.unitNetCents, l.unitTaxCents, l.unitGrossCents);
    return `($1, ${Array.from({ length: 7 }, (_, k) => `$${p + k}`).join(', ')})`;
  });
  await q.query(
    `INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_cents, unit_discount_cents,
                              unit_net_cents, unit_tax_cents, unit_gross_cents)
     VALUES ${rows.join(', ')}`,
    values,
  );
  return orderId;
}

export const ORDER_COLUMNS = `id, event_id, buyer_id, status, currency, subtotal_cents, discount_cents, fee_cents, total_cents,
  refunded_cents, promo_code_id, promo_code, provider, provider_ref, client_secret, payment_error, expires_at,
  paid_at, created_at`;

export function getOrder(q: Queryable, orderId: string): Promise<OrderRow | undefined> {
  return q.maybeOne<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [orderId]);
}

export function getOrderByProviderRef(q: Queryable, ref: string): Promise<OrderRow | undefined> {
  return q.maybeOne<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE provider_ref = $1`, [ref]);
}
