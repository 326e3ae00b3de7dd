import type { PriceBreakdown } from '@mingle/shared/price-lines';
import type { OrderStatus, PaymentProviderName } from '@mingle/shared/schemas/orders';
import type { RefundRequest } from '@mingle/shared/schemas/tickets';
import type { Queryable } from '../../db/client.ts';
import {
  REFUND_REQUEST_SELECT,
  type RefundRequestRow,
  toRefundRequest,
} from '../../db/sql/refund-requests.sql.ts';
import { enqueueSql } from '../../jobs/job-queue.ts';
import type { TicketTypeRow } from '../events/index.ts';
import { orderExpire } from './order-job-kinds.ts';

export interface SaleEventRow {
  id: string;
  status: string;
  title: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  organization_id: string;
  owner_id: string;
}

export interface PromoRow {
  id: string;
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  max_uses: number | null;
  used: number;
  valid_until: Date | null;
  ticket_type_ids: string[];
}

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

/** The event and the asked-for ticket types of it, in one round trip. */
export async function loadSale(
  q: Queryable,
  eventId: string,
  ids: string[],
): Promise<{ event: SaleEventRow | undefined; ticketTypes: TicketTypeRow[] }> {
  const rows = await q.query<SaleEventRow & { tt: TicketTypeRow | null } & Record<string, unknown>>(
    `SELECT e.id, e.status, e.title, e.starts_at, e.ends_at, e.organization_id, o.owner_id,
            tt.id AS tt_id, tt.name AS tt_name, tt.price_cents, tt.currency, tt.quantity, tt.sold,
            tt.sales_start, tt.sales_end, tt.max_per_order, tt.taxable
       FROM events e JOIN organizations o ON o.id = e.organization_id
       LEFT JOIN ticket_types tt ON tt.event_id = e.id AND tt.id = ANY($2::uuid[])
      WHERE e.id = $1`,
    [eventId, ids],
  );
  const first = rows[0];
  if (!first) return { event: undefined, ticketTypes: [] };
  const event: SaleEventRow = {
    id: first.id,
    status: first.status,
    title: first.title,
    starts_at: first.starts_at,
    ends_at: first.ends_at,
    organization_id: first.organization_id,
    owner_id: first.owner_id,
  };
  const ticketTypes = rows
    .filter((r) => r.tt_id !== null)
    .map(
      (r): TicketTypeRow => ({
        id: r.tt_id as string,
        event_id: first.id,
        name: r.tt_name as string,
        price_cents: r.price_cents as number,
        currency: r.currency as string,
        quantity: r.quantity as number,
        sold: r.sold as number,
        sales_start: r.sales_start as Date | null,
        sales_end: r.sales_end as Date | null,
        max_per_order: r.max_per_order as number | null,
        taxable: r.taxable as boolean,
      }),
    );
  return { event, ticketTypes };
}

export function findPromo(q: Queryable, eventId: string, code: string): Promise<PromoRow | undefined> {
  return q.maybeOne<PromoRow>(
    `SELECT id, code, percent_off, amount_off_cents, max_uses, used, valid_until, ticket_type_ids
       FROM promo_codes WHERE event_id = $1 AND upper(code) = upper($2)`,
    [eventId, code],
  );
}

/**
 * Claims tickets in the transaction that creates the order: one conditional UPDATE, so two
 * buyers can never both take the last ticket. False when too few are left.
 */
export async function claimTickets(q: Queryable, ticketTypeId: string, quantity: number): Promise<boolean> {
  const row = await q.maybeOne(
    'UPDATE ticket_types SET sold = sold + $2 WHERE id = $1 AND sold + $2 <= quantity RETURNING id',
    [ticketTypeId, quantity],
  );
  return row !== undefined;
}

/** Gives tickets back; the guard keeps `sold` from going below zero whatever happens. */
export async function releaseTickets(q: Queryable, ticketTypeId: string, quantity: number): Promise<void> {
  await q.query('UPDATE ticket_types SET sold = sold - $2 WHERE id = $1 AND sold >= $2', [
    ticketTypeId,
    quantity,
  ]);
}

export async function claimPromoUse(q: Queryable, promoId: string): Promise<boolean> {
  const row = await q.maybeOne(
    'UPDATE promo_codes SET used = used + 1 WHERE id = $1 AND (max_uses IS NULL OR used < max_uses) RETURNING id',
    [promoId],
  );
  return row !== undefined;
}

export async function releasePromoUse(q: Queryable, promoId: string): Promise<void> {
  await q.query('UPDATE promo_codes SET used = used - 1 WHERE id = $1 AND used > 0', [promoId]);
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

/** Moves an order from one of `from` to `to`; undefined when another request moved it first. */
export function transitionOrder(
  q: Queryable,
  orderId: string,
  from: OrderStatus[],
  to: OrderStatus,
  extra: { paidAt?: Date; provider?: PaymentProviderName; providerRef?: string; refundedCents?: number } = {},
): Promise<OrderRow | undefined> {
  return q.maybeOne<OrderRow>(
    `UPDATE orders SET status = $3, updated_at = now(), payment_locked_until = NULL,
            paid_at = COALESCE($4, paid_at), provider = COALESCE($5, provider),
            provider_ref = COALESCE($6, provider_ref), refunded_cents = COALESCE($7, refunded_cents),
            payment_error = CASE WHEN $3 = 'paid' THEN NULL ELSE payment_error END
      WHERE id = $1 AND status = ANY($2::text[])
      RETURNING ${ORDER_COLUMNS}`,
    [
      orderId,
      from,
      to,
      extra.paidAt ?? null,
      extra.provider ?? null,
      extra.providerRef ?? null,
      extra.refundedCents ?? null,
    ],
  );
}

export async function ticketsLeft(q: Queryable, ticketTypeId: string): Promise<number> {
  const row = await q.maybeOne<{ left: number }>(
    'SELECT quantity - sold AS left FROM ticket_types WHERE id = $1',
    [ticketTypeId],
  );
  return row?.left ?? 0;
}

export interface EventHeading {
  title: string | null;
  starts_at: Date | null;
  time_zone: string | null;
}

/** What an order's answer and its receipt say of the event. */
export function eventHeading(q: Queryable, eventId: string): Promise<EventHeading | undefined> {
  return q.maybeOne<EventHeading>('SELECT title, starts_at, time_zone FROM events WHERE id = $1', [eventId]);
}

export interface ReceiptEvent {
  id: string;
  title: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  time_zone: string | null;
  venue_name: string | null;
  address: string | null;
  city: string | null;
  online_url: string | null;
  org_name: string;
}

/** What a receipt and its calendar entry say of the event. */
export function receiptEvent(q: Queryable, eventId: string): Promise<ReceiptEvent | undefined> {
  return q.maybeOne<ReceiptEvent>(
    `SELECT e.id, e.title, e.starts_at, e.ends_at, e.time_zone, e.venue_name, e.address, e.city,
            e.online_url, o.name AS org_name
       FROM events e JOIN organizations o ON o.id = e.organization_id
      WHERE e.id = $1`,
    [eventId],
  );
}

export function buyerContact(q: Queryable, buyerId: string) {
  return q.maybeOne<{ email: string | null; phone: string | null }>(
    'SELECT email, phone FROM users WHERE id = $1 AND deleted_at IS NULL',
    [buyerId],
  );
}

export function ticketTypeCurrency(q: Queryable, ticketTypeId: string) {
  return q.maybeOne<{ currency: string }>('SELECT currency FROM ticket_types WHERE id = $1', [ticketTypeId]);
}

export async function ticketIdsOfOrder(q: Queryable, orderId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1', [orderId]);
  return rows.map((r) => r.id);
}

/** The newest refund request of an order (what the order page shows). */
export async function latestRefundRequestOfOrder(
  q: Queryable,
  orderId: string,
): Promise<RefundRequest | null> {
  const row = await q.maybeOne<RefundRequestRow>(
    `${REFUND_REQUEST_SELECT} WHERE r.order_id = $1 ORDER BY r.created_at DESC, r.id LIMIT 1`,
    [orderId],
  );
  return row ? toRefundRequest(row) : null;
}
