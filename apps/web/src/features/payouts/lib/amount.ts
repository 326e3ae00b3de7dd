import { centsToDecimal } from '@mingle/shared/money';
import { z } from 'zod';

/** Cents as the dollars a person types: 5000 → "50.00". */
export const centsToInput = centsToDecimal;

/** "50", "50.5", "$1,250.00" → cents; null when it is not an amount of dollars and cents. */
export function inputToCents(value: string): number | null {
  const cleaned = value.trim().replace(/^\$/, '').replaceAll(',', '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The Payout Request form: an amount in dollars, up to what is available. */
export function payoutAmountForm(availableCents: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: 'Enter an amount' })
      .refine((v) => inputToCents(v) !== null, { error: 'Enter dollars and cents, e.g. 25.00' })
      .refine((v) => (inputToCents(v) ?? 0) > 0, { error: 'The amount must be more than zero' })
      .refine((v) => (inputToCents(v) ?? 0) <= availableCents, {
        error: `At most ${centsToInput(availableCents)} is available`,
      }),
  });
}
