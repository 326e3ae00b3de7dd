import { formatRate } from '@mingle/shared/tax-labels';
import { RATE_MILLI_PER_PERCENT } from '@mingle/shared/taxes';

/**
 * The rate as the host types it ("8.875", "20", "7,5") to thousandths of a percent, in integer
 * arithmetic so 8.875 is exactly 8875. Anything else (more than three decimals, letters) is
 * sent as a fraction the server refuses with the message of its field.
 */
export function rateMilliFromText(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d+))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const decimals = match[2] ?? '';
  const whole = Number(match[1]) * RATE_MILLI_PER_PERCENT;
  if (decimals.length <= 3) return whole + Number(decimals.padEnd(3, '0'));
  return whole + Number(`0.${decimals}`) * RATE_MILLI_PER_PERCENT;
}

/** 8875 → "8.875", 20000 → "20": what the rate field shows, formatRate without its "%". */
export function rateText(rateMilli: number): string {
  return formatRate(rateMilli).slice(0, -1);
}
