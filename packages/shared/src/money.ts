/**
 * Cents as a plain decimal amount, as CSV files and amount inputs want it: 5000 → "50.00",
 * -2001 → "-20.01". Integer arithmetic only, no currency sign, no thousands separator.
 */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
