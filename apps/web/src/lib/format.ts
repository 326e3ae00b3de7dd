import { FEE_FIXED_CENTS, FEE_PERCENT } from '@mingle/shared/constants';

/** Formats integer minor units as money, e.g. 2050 → "$20.50" (whole amounts drop the cents). */
export function formatMoney(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** The ticketing fee in words: "5% plus $1". */
export const FEE_TEXT = `${FEE_PERCENT}% plus ${formatMoney(FEE_FIXED_CENTS)}`;
/** The short form for tight spots: "5% + $1". */
export const FEE_SHORT = `${FEE_PERCENT}% + ${formatMoney(FEE_FIXED_CENTS)}`;
