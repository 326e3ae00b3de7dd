import type { OrderStatus, PaymentProviderName } from '@mingle/shared/schemas/orders';
import type { Queryable } from '../../db/client.ts';

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

export interface OrderItemRow {
  ticket_type_id: string;
  name: string;
  quantity: number;
  unit_price_cents: number;
  unit_discount_cents: number;
}

export interface NewOrder {
  eventId: string;
  buyerId: string;
  status: 'pending' | 'paid';
  currency: string;
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
  promoCodeId: string | null;
  promoCode: string | null;
  provider: PaymentProviderName | null;
  expiresAt: Date;
  paidAt: Date | null;
  items: { ticketTypeId: string; quantity: number; unitPriceCents: number; unitDiscountCents: number }[];
}

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
  const lines = [...order.items].sort((a, b) => (a.ticketTypeId < b.ticketTypeId ? -1 : 1));
  const row = await q.maybeOne<{ id: string | null; claimed: string[] }>(
    `WITH wanted AS (
       SELECT * FROM unnest($14::uuid[], $15::int[], $16::int[], $17::int[])
                  AS w(ticket_type_id, quantity, unit_price_cents, unit_discount_cents)),
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
       INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_cents, unit_discount_cents)
       SELECT placed.id, w.ticket_type_id, w.quantity, w.unit_price_cents, w.unit_discount_cents
         FROM placed, wanted w),
     expiry AS (
       INSERT INTO jobs (type, payload, run_at, dedupe_key)
       SELECT 'orders.expire', jsonb_build_object('orderId', placed.id), $12, 'order-expire:' || placed.id
         FROM placed WHERE $18::boolean
       ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND status IN ('queued', 'running') DO NOTHING)
     SELECT (SELECT id FROM placed) AS id, ARRAY(SELECT id FROM claimed) AS claimed`,
    [
      ...orderColumns(order),
      lines.map((l) => l.ticketTypeId),
      lines.map((l) => l.quantity),
      lines.map((l) => l.unitPriceCents),
      lines.map((l) => l.unitDiscountCents),
      expiryJob,
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
    order.subtotalCents,
    order.discountCents,
    order.feeCents,
    order.totalCents,
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
  const rows = order.items.map((item, i) => {
    values.push(item.ticketTypeId, item.quantity, item.unitPriceCents, item.unitDiscountCents);
    const p = 2 + i * 4;
    return `($1, $${p}, $${p + 1}, $${p + 2}, $${p + 3})`;
  });
  await q.query(
    `INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_cents, unit_discount_cents)
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

export function getOrderItems(q: Queryable, orderId: string): Promise<OrderItemRow[]> {
  return q.query<OrderItemRow>(
    `SELECT i.ticket_type_id, tt.name, i.quantity, i.unit_price_cents, i.unit_discount_cents
       FROM order_items i JOIN ticket_types tt ON tt.id = i.ticket_type_id
      WHERE i.order_id = $1 ORDER BY tt.created_at, tt.id`,
    [orderId],
  );
}
