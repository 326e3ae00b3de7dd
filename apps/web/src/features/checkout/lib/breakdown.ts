import type { PricingLine } from '@mingle/shared/fees';
import { type PriceBreakdown, priceBasket, ticketCount } from '@mingle/shared/price-lines';
import type { TicketType } from '@mingle/shared/schemas/events';
import type { Order, OrderQuote } from '@mingle/shared/schemas/orders';
import type { Selection } from './sale-state.ts';

/** The shared breakdown's totals as the screen shows them, with the currency and how many tickets. */
export type Breakdown = Omit<PriceBreakdown, 'lines'> & { currency: string; ticketCount: number };

/** The basket as pricing lines, in the order the event lists its ticket types. */
export function selectionLines(ticketTypes: readonly TicketType[], selection: Selection): PricingLine[] {
  return ticketTypes
    .filter((tt) => (selection[tt.id] ?? 0) > 0)
    .map((tt) => ({ ticketTypeId: tt.id, unitPriceCents: tt.priceCents, quantity: selection[tt.id]! }));
}

/** The screen's breakdown of a priced order (a quote's and an order's answer are one too). */
export function fromPrice(price: PriceBreakdown, currency: string): Breakdown {
  return {
    subtotalCents: price.subtotalCents,
    discountCents: price.discountCents,
    feeCents: price.feeCents,
    totalCents: price.totalCents,
    currency,
    ticketCount: ticketCount(price),
  };
}

/**
 * The breakdown without a promo code, computed here with the very function the server charges
 * with, so the total on screen is the total on the order.
 */
export function localBreakdown(ticketTypes: readonly TicketType[], selection: Selection): Breakdown {
  const currency = ticketTypes[0]?.currency ?? 'USD';
  return fromPrice(priceBasket(selectionLines(ticketTypes, selection), null), currency);
}

/** With a promo code the server's quote decides (only it knows the code's terms); an order shows what it was placed with. */
export function quoteBreakdown(quote: OrderQuote | Order): Breakdown {
  return fromPrice({ ...quote, lines: quote.items }, quote.currency);
}
