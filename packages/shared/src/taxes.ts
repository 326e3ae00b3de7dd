import { FEE_FIXED_CENTS } from './constants.ts';
import { computeFeeCents, type PricingLine, type PricingPromo, unitDiscountCents } from './fees.ts';

/**
 * The one tax rule (DESIGN §4 Taxes, docs/adr/0017-taxes.md): integer cents, round half up per
 * ticket. The listed price is the net when the tax is added (exclusive) and the gross when it is
 * included, so a guest of an inclusive event pays exactly what was listed. Mingle's fee is
 * computed on the net, so an untaxed event pays what it paid before taxes existed.
 */

export const TAX_MODES = ['inclusive', 'exclusive'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** A rate in thousandths of a percent: 8.875% is 8875. */
export const RATE_MILLI_PER_PERCENT = 1000;
const HUNDRED_PERCENT_MILLI = 100 * RATE_MILLI_PER_PERCENT;

/** What an order and every surface need of an event's tax. No tax is `null`, never a rate of 0. */
export interface Tax {
  mode: TaxMode;
  rateMilli: number;
  name: string;
}

/** What one ticket of a line costs, after its discount. */
export interface UnitAmounts {
  /** The host's revenue for one ticket: what the fee is taken on. */
  unitNetCents: number;
  unitTaxCents: number;
  /** What one ticket costs the buyer before the fee; this is what a refund returns. */
  unitGrossCents: number;
}

/** round-half-up(numerator / denominator) for non-negative integers, without floating point. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * One ticket's net, tax and gross from its price after its discount (on the listed basis).
 * Free and 100%-off tickets, untaxed events and `taxable: false` types carry no tax.
 */
export function unitAmounts(discountedUnitCents: number, tax: Tax | null, taxable = true): UnitAmounts {
  if (!tax || !taxable || discountedUnitCents <= 0) {
    return { unitNetCents: discountedUnitCents, unitTaxCents: 0, unitGrossCents: discountedUnitCents };
  }
  if (tax.mode === 'exclusive') {
    const unitTaxCents = divideHalfUp(discountedUnitCents * tax.rateMilli, HUNDRED_PERCENT_MILLI);
    return {
      unitNetCents: discountedUnitCents,
      unitTaxCents,
      unitGrossCents: discountedUnitCents + unitTaxCents,
    };
  }
  const unitTaxCents = divideHalfUp(
    discountedUnitCents * tax.rateMilli,
    HUNDRED_PERCENT_MILLI + tax.rateMilli,
  );
  return {
    unitNetCents: discountedUnitCents - unitTaxCents,
    unitTaxCents,
    unitGrossCents: discountedUnitCents,
  };
}

export interface TaxedPricingLine extends PricingLine {
  /** false: this ticket type carries no tax even when the event has one. Default true. */
  taxable?: boolean;
}

export interface TaxedPricedLine extends TaxedPricingLine, UnitAmounts {
  unitDiscountCents: number;
  /** The listed price less the discount: the net when exclusive, the gross when inclusive. */
  discountedUnitCents: number;
}

export interface TaxedOrderPrice {
  lines: TaxedPricedLine[];
  /** Listed prices × quantities. */
  subtotalCents: number;
  discountCents: number;
  /** Σ unit tax × quantity: the host's tax, which it remits. */
  taxCents: number;
  /** The part of taxCents already inside the listed prices (inclusive). */
  taxIncludedCents: number;
  /** The part of taxCents added on top of the listed prices (exclusive). */
  taxAddedCents: number;
  feeCents: number;
  /** Σ unit gross × quantity + fee. */
  totalCents: number;
  /** The tax the order is placed with, kept on it. */
  tax: Tax | null;
}

/**
 * Mingle's fee on the net of the paid tickets. A paid ticket whose net rounds to 0 (a 1-cent
 * gross at 100% inclusive) still pays the fixed part: the guest paid for it.
 */
function feeOnNet(lines: readonly TaxedPricedLine[]): number {
  const netLines = lines.map((l) => ({ discountedUnitCents: l.unitNetCents, quantity: l.quantity }));
  const paidWithoutNet = lines
    .filter((l) => l.unitGrossCents > 0 && l.unitNetCents === 0)
    .reduce((sum, l) => sum + l.quantity, 0);
  return computeFeeCents(netLines) + FEE_FIXED_CENTS * paidWithoutNet;
}

/**
 * Prices a basket with the event's tax: the one function quote, order, receipt and screens
 * call. With `tax` null it answers exactly what `priceBasket` of price-lines.ts answers.
 */
export function priceTaxedBasket(
  lines: readonly TaxedPricingLine[],
  promo: PricingPromo | null,
  tax: Tax | null,
): TaxedOrderPrice {
  const priced: TaxedPricedLine[] = lines.map((line) => {
    const discount = unitDiscountCents(line.unitPriceCents, promo, line.ticketTypeId);
    const discountedUnitCents = line.unitPriceCents - discount;
    return {
      ...line,
      unitDiscountCents: discount,
      discountedUnitCents,
      ...unitAmounts(discountedUnitCents, tax, line.taxable ?? true),
    };
  });
  const sum = (f: (l: TaxedPricedLine) => number) => priced.reduce((s, l) => s + f(l) * l.quantity, 0);
  const taxCents = sum((l) => l.unitTaxCents);
  const feeCents = feeOnNet(priced);
  return {
    lines: priced,
    subtotalCents: sum((l) => l.unitPriceCents),
    discountCents: sum((l) => l.unitDiscountCents),
    taxCents,
    taxIncludedCents: tax?.mode === 'inclusive' ? taxCents : 0,
    taxAddedCents: tax?.mode === 'exclusive' ? taxCents : 0,
    feeCents,
    totalCents: sum((l) => l.unitGrossCents) + feeCents,
    tax,
  };
}

/**
 * What refunding `count` tickets of one line returns: the unit gross each (net + tax), so a
 * partial refund is exactly count × unit tax of tax; the fee is kept (DESIGN §4 Fees).
 */
export function refundOfTickets(
  unit: UnitAmounts,
  count: number,
): { amountCents: number; netCents: number; taxCents: number } {
  return {
    amountCents: unit.unitGrossCents * count,
    netCents: unit.unitNetCents * count,
    taxCents: unit.unitTaxCents * count,
  };
}
