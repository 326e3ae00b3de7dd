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
 * + 100 cents per paid ticket. Free tickets carry no fee (DESIGN.md §4).
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
