import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFeeCents, formatMoney } from './fees.ts';

describe('computeFeeCents', () => {
  it('charges 5% rounded half up plus $1 per paid ticket', () => {
    expect(computeFeeCents([{ discountedUnitCents: 2000, quantity: 2 }])).toBe(200 + 200);
    // 5% of 1010 = 50.5 → 51
    expect(computeFeeCents([{ discountedUnitCents: 1010, quantity: 1 }])).toBe(51 + 100);
    // 5% of 1009 = 50.45 → 50
    expect(computeFeeCents([{ discountedUnitCents: 1009, quantity: 1 }])).toBe(50 + 100);
  });

  it('charges nothing for free tickets', () => {
    expect(computeFeeCents([{ discountedUnitCents: 0, quantity: 3 }])).toBe(0);
    expect(computeFeeCents([])).toBe(0);
  });

  it('is an integer that matches the rule for any prices and quantities', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            discountedUnitCents: fc.integer({ min: 0, max: 1_000_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
          { maxLength: 5 },
        ),
        (lines) => {
          const fee = computeFeeCents(lines);
          const paid = lines.filter((l) => l.discountedUnitCents > 0);
          const paidCents = paid.reduce((s, l) => s + l.discountedUnitCents * l.quantity, 0);
          const tickets = paid.reduce((s, l) => s + l.quantity, 0);
          expect(Number.isInteger(fee)).toBe(true);
          const percentPart = fee - 100 * tickets;
          // Within half a cent of the exact 5%, ties rounded up.
          expect(Math.abs(percentPart - paidCents * 0.05)).toBeLessThanOrEqual(0.5);
          if ((paidCents * 5) % 100 === 50) expect(percentPart).toBe((paidCents * 5 + 50) / 100);
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('formatMoney', () => {
  it('shows cents in the currency minor unit', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(1250, 'JPY')).toBe('¥1,250');
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
  });
});
