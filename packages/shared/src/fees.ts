import { FEE_FIXED_CENTS, FEE_PERCENT } from './constants.ts';

/** Round half up for non-negative integer ratios, in integer arithmetic only. */
function percentOfRoundedHalfUp(cents: number, percent: number): number {
  return Math.floor((cents * percent * 2 + 100) / 200);
}

export interface FeeLine {
  /** Unit price in cents after any discount; 0 for free tickets. */
  discountedUnitCents: number;
  quantity: number;
}

/**
 * Fee per order = round-half-up(5% of the discounted price of the paid tickets)
 * + 100 cents per paid ticket. Free tickets carry no fee (docs/adr/0003-money-and-ledger.md).
 */
export function computeFeeCents(lines: readonly FeeLine[]): number {
  let paidCents = 0;
  let paidTickets = 0;
  for (const line of lines) {
    if (line.discountedUnitCents > 0) {
      paidCents += line.discountedUnitCents * line.quantity;
      paidTickets += line.quantity;
    }
  }
  return percentOfRoundedHalfUp(paidCents, FEE_PERCENT) + FEE_FIXED_CENTS * paidTickets;
}

/** A promo code as pricing sees it: exactly one of percentOff and amountOffCents. */
export interface PricingPromo {
  percentOff: number | null;
  /** Taken off each eligible ticket, never below 0. */
  amountOffCents: number | null;
  /** The ticket types it applies to; empty means every ticket type of the event. */
  ticketTypeIds: readonly string[];
}

export interface PricingLine {
  ticketTypeId: string;
  unitPriceCents: number;
  quantity: number;
}

/** The discount on one ticket: a promo works per ticket, so every ticket keeps a whole-cent price. */
export function unitDiscountCents(
  unitPriceCents: number,
  promo: PricingPromo | null,
  ticketTypeId: string,
): number {
  if (!promo || unitPriceCents <= 0) return 0;
  if (promo.ticketTypeIds.length > 0 && !promo.ticketTypeIds.includes(ticketTypeId)) return 0;
  if (promo.percentOff !== null) {
    return Math.min(unitPriceCents, percentOfRoundedHalfUp(unitPriceCents, promo.percentOff));
  }
  return Math.min(unitPriceCents, promo.amountOffCents ?? 0);
}

/** "$12.50" for 1250 USD, "¥1,250" for 1250 JPY; money stays in integer cents until it is shown. */
export function formatMoney(cents: number, currency: string, locale = 'en-US'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  // Minor units follow the currency, as with the payment provider: cents for USD, yen for JPY.
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** digits);
}
