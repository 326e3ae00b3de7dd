import { computeFeeCents, type PricingLine, type PricingPromo, unitDiscountCents } from './fees.ts';
import type { Tax, UnitAmounts } from './taxes.ts';

/**
 * A priced order as lines (docs/adr/0015-price-lines.md): one ticket line per ticket type with
 * its per-unit amounts, and the fee. Quote, order, receipt, statement, analytics and the client
 * all read this one shape; the totals are sums of the lines, never spelled out again.
 */

export interface TicketLine extends UnitAmounts {
  ticketTypeId: string;
  quantity: number;
  /** The price the ticket type lists. */
  unitPriceCents: number;
  /** This line's share of the promo code, per ticket. */
  unitDiscountCents: number;
}

export interface PriceBreakdown {
  lines: TicketLine[];
  /** Listed prices × quantities. */
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
}

/**
 * The breakdown of priced lines and a fee. It is also how a stored order (its lines and the fee
 * it was charged) becomes a breakdown again, so an order keeps the amounts it was placed with.
 */
export function breakdownOfLines(lines: readonly TicketLine[], feeCents: number): PriceBreakdown {
  let subtotalCents = 0;
  let discountCents = 0;
  let grossCents = 0;
  for (const l of lines) {
    subtotalCents += l.unitPriceCents * l.quantity;
    discountCents += l.unitDiscountCents * l.quantity;
    grossCents += l.unitGrossCents * l.quantity;
  }
  return { lines: [...lines], subtotalCents, discountCents, feeCents, totalCents: grossCents + feeCents };
}

/**
 * Prices a basket: each ticket's listed price, less its promo share; the fee on the net of the
 * paid tickets (./fees.ts). The client shows this breakdown and the server charges it, so both
 * call this one function. It is the untaxed case of `priceTaxedBasket` (./taxes.ts), written out
 * so the event page does not download the tax rule; taxes.test.ts holds the two to the same
 * totals on any basket.
 */
export function priceBasket(
  basket: readonly PricingLine[],
  promo: PricingPromo | null,
  tax: Tax | null = null,
): PriceBreakdown {
  // Orders do not store or charge a tax yet (issue 26): refusing one beats charging a taxed
  // event as if it were untaxed.
  if (tax !== null) throw new Error('Taxed orders are not available yet (issue 26)');
  const lines = basket.map((b): TicketLine => {
    const discount = unitDiscountCents(b.unitPriceCents, promo, b.ticketTypeId);
    // Untaxed, the whole discounted price is the host's net and what the buyer pays.
    const unitCents = b.unitPriceCents - discount;
    return {
      ticketTypeId: b.ticketTypeId,
      quantity: b.quantity,
      unitPriceCents: b.unitPriceCents,
      unitDiscountCents: discount,
      unitNetCents: unitCents,
      unitTaxCents: 0,
      unitGrossCents: unitCents,
    };
  });
  const feeCents = computeFeeCents(
    lines.map((l) => ({ discountedUnitCents: l.unitNetCents, quantity: l.quantity })),
  );
  return breakdownOfLines(lines, feeCents);
}

/** How many tickets the breakdown holds. */
export function ticketCount(breakdown: Pick<PriceBreakdown, 'lines'>): number {
  return breakdown.lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Sums of order lines over a period, as statements and analytics read them. */
export interface SalesSums {
  /** Listed prices × quantities of the tickets sold. */
  gross: number;
  discount: number;
  /** What went back to buyers for tickets (fees left out). */
  refunds: number;
}

export interface SalesFigures {
  grossCents: number;
  discountCents: number;
  refundsCents: number;
  /** The host's revenue: what its ticket lines brought, less refunds. */
  netCents: number;
}

/** The one rule for a host's revenue from sales, shared by the statement and every analytics figure. */
export function salesFigures(s: SalesSums): SalesFigures {
  return {
    grossCents: s.gross,
    discountCents: s.discount,
    refundsCents: s.refunds,
    netCents: s.gross - s.discount - s.refunds,
  };
}
