import { breakdownOfLines, type PriceBreakdown } from '@mingle/shared/price-lines';
import type { OrderLine, OrderQuote } from '@mingle/shared/schemas/orders';
import type { Queryable } from '../../db/client.ts';

/** An order's stored line: the amounts one ticket came to when the order was placed. */
export interface OrderItemRow {
  ticket_type_id: string;
  name: string;
  quantity: number;
  unit_price_cents: number;
  unit_discount_cents: number;
  unit_net_cents: number;
  unit_tax_cents: number;
  unit_gross_cents: number;
}

export function getOrderItems(q: Queryable, orderId: string): Promise<OrderItemRow[]> {
  return q.query<OrderItemRow>(
    `SELECT i.ticket_type_id, tt.name, i.quantity, i.unit_price_cents, i.unit_discount_cents,
            i.unit_net_cents, i.unit_tax_cents, i.unit_gross_cents
       FROM order_items i JOIN ticket_types tt ON tt.id = i.ticket_type_id
      WHERE i.order_id = $1 ORDER BY tt.created_at, tt.id`,
    [orderId],
  );
}

/** A priced order with the names of its ticket types, as every surface shows it. */
export interface NamedBreakdown extends PriceBreakdown {
  lines: OrderLine[];
}

/**
 * The one place stored rows become a breakdown again: the lines as they were priced and the fee
 * the order was charged, never the prices of today.
 */
export function storedBreakdown(
  order: { fee_cents: number },
  items: readonly OrderItemRow[],
): NamedBreakdown {
  const lines = items.map(
    (i): OrderLine => ({
      ticketTypeId: i.ticket_type_id,
      name: i.name,
      quantity: i.quantity,
      unitPriceCents: i.unit_price_cents,
      unitDiscountCents: i.unit_discount_cents,
      unitNetCents: i.unit_net_cents,
      unitTaxCents: i.unit_tax_cents,
      unitGrossCents: i.unit_gross_cents,
    }),
  );
  return { ...breakdownOfLines(lines, order.fee_cents), lines };
}

/** A freshly priced basket with its ticket types' names. */
export function namedBreakdown(
  price: PriceBreakdown,
  nameOf: (ticketTypeId: string) => string,
): NamedBreakdown {
  return { ...price, lines: price.lines.map((l) => ({ ...l, name: nameOf(l.ticketTypeId) })) };
}

/** The breakdown fields of a quote's and an order's answer. */
export function breakdownFields(
  b: NamedBreakdown,
): Pick<OrderQuote, 'subtotalCents' | 'discountCents' | 'feeCents' | 'totalCents' | 'items'> {
  return {
    subtotalCents: b.subtotalCents,
    discountCents: b.discountCents,
    feeCents: b.feeCents,
    totalCents: b.totalCents,
    items: b.lines,
  };
}
