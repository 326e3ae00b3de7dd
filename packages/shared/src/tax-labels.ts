import { type PriceRange, priceLabel } from './event-labels.ts';
import { formatMoney } from './fees.ts';
import { RATE_MILLI_PER_PERCENT, type Tax } from './taxes.ts';

/**
 * How a tax reads, the same on every surface (DESIGN §4 Taxes): an inclusive price is the
 * listed price ("$25"); an exclusive one says the tax comes on top, briefly on cards
 * ("$20 + tax") and with its rate and name on the event page and at checkout ("+ 8.875% Sales
 * tax"). Receipts name the tax and its rate, "incl." when it is inside the prices.
 */

/** "8.875%", "10%", "19.5%": the rate as the host typed it, never rounded. */
export function formatRate(rateMilli: number): string {
  const whole = Math.floor(rateMilli / RATE_MILLI_PER_PERCENT);
  const fraction = String(rateMilli % RATE_MILLI_PER_PERCENT)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

export type PriceSurface = 'card' | 'page';

export interface PriceDisplay {
  /** "$25", "$20 + tax" (cards), "From $10"; null without ticket types. */
  price: string | null;
  /** "+ 8.875% Sales tax" beside the price on the event page and at checkout; else null. */
  taxNote: string | null;
}

/**
 * The one price display of an event. Only an exclusive tax on an event with a paid ticket
 * changes what is shown: a free event stays "Free" with no note.
 */
export function priceDisplay(range: PriceRange, tax: Tax | null, surface: PriceSurface): PriceDisplay {
  const price = priceLabel(range);
  const adds =
    tax?.mode === 'exclusive' && price !== null && (range.maxPriceCents ?? range.minPriceCents ?? 0) > 0;
  if (!adds) return { price, taxNote: null };
  return surface === 'card'
    ? { price: `${price} + tax`, taxNote: null }
    : { price, taxNote: `+ ${formatRate(tax.rateMilli)} ${tax.name}` };
}

/** The tax line of a breakdown: "Sales tax 8.875%", "VAT 10% incl.". */
export function taxLineLabel(tax: Tax): string {
  const label = `${tax.name} ${formatRate(tax.rateMilli)}`;
  return tax.mode === 'inclusive' ? `${label} incl.` : label;
}

/** "VAT registration number: GB123456789". */
export function registrationLine(tax: Pick<Tax, 'name'>, registrationNumber: string): string {
  return `${tax.name} registration number: ${registrationNumber}`;
}

export interface BreakdownFigures {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  feeCents: number;
  totalCents: number;
  tax: Tax | null;
}

export interface BreakdownRow {
  label: string;
  value: string;
}

/**
 * The rows of a receipt or checkout summary below the ticket lines: subtotal, discount, tax,
 * fee, total, then the registration number. Rows that are all zero are left out; a free order
 * says Free. An inclusive tax is shown for information: it is already inside the subtotal.
 */
export function breakdownRows(
  b: BreakdownFigures,
  currency: string,
  extra: { promoCode?: string | null; registrationNumber?: string | null } = {},
): BreakdownRow[] {
  const money = (cents: number) => formatMoney(cents, currency);
  const rows: BreakdownRow[] = [];
  if (b.subtotalCents > 0) rows.push({ label: 'Subtotal', value: money(b.subtotalCents) });
  if (b.discountCents > 0) {
    const code = extra.promoCode ? ` (${extra.promoCode})` : '';
    rows.push({ label: `Discount${code}`, value: `−${money(b.discountCents)}` });
  }
  if (b.tax && b.taxCents > 0) rows.push({ label: taxLineLabel(b.tax), value: money(b.taxCents) });
  if (b.feeCents > 0) rows.push({ label: 'Fee', value: money(b.feeCents) });
  rows.push(
    b.totalCents > 0
      ? { label: 'Total paid', value: money(b.totalCents) }
      : { label: 'Total', value: 'Free' },
  );
  if (b.tax && b.taxCents > 0 && extra.registrationNumber) {
    rows.push({ label: registrationLine(b.tax, extra.registrationNumber), value: '' });
  }
  return rows;
}
