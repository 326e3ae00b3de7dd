import { type OrderPrice, type PricingLine, priceOrder } from '@mingle/shared/fees';
import type { TicketType } from '@mingle/shared/schemas/events';
import type { OrderQuote } from '@mingle/shared/schemas/orders';
import type { Selection } from './sale-state.ts';

export interface Breakdown {
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
  currency: string;
  ticketCount: number;
}

/** The basket as pricing lines, in the order the event lists its ticket types. */
export function selectionLines(ticketTypes: readonly TicketType[], selection: Selection): PricingLine[] {
  return ticketTypes
    .filter((tt) => (selection[tt.id] ?? 0) > 0)
    .map((tt) => ({ ticketTypeId: tt.id, unitPriceCents: tt.priceCents, quantity: selection[tt.id]! }));
}

function fromPrice(price: OrderPrice, currency: string): Breakdown {
  return {
    subtotalCents: price.subtotalCents,
    discountCents: price.discountCents,
    feeCents: price.feeCents,
    totalCents: price.totalCents,
    currency,
    ticketCount: price.lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/**
 * The breakdown without a promo code, computed here with the very function the server charges
 * with, so the total on screen is the total on the order.
 */
export function localBreakdown(ticketTypes: readonly TicketType[], selection: Selection): Breakdown {
  const currency = ticketTypes[0]?.currency ?? 'USD';
  return fromPrice(priceOrder(selectionLines(ticketTypes, selection), null), currency);
}

/** With a promo code the server's quote decides (only it knows the code's terms). */
export function quoteBreakdown(quote: OrderQuote): Breakdown {
  return {
    subtotalCents: quote.subtotalCents,
    discountCents: quote.discountCents,
    feeCents: quote.feeCents,
    totalCents: quote.totalCents,
    currency: quote.currency,
    ticketCount: quote.items.reduce((sum, i) => sum + i.quantity, 0),
  };
}
