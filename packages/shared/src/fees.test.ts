import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFeeCents, formatMoney, priceOrder } from './fees.ts';

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

const promoArb = fc.option(
  fc.oneof(
    fc.record({
      percentOff: fc.integer({ min: 1, max: 100 }),
      amountOffCents: fc.constant(null),
      ticketTypeIds: fc.subarray(['a', 'b', 'c']),
    }),
    fc.record({
      percentOff: fc.constant(null),
      amountOffCents: fc.integer({ min: 1, max: 2_000_000 }),
      ticketTypeIds: fc.subarray(['a', 'b', 'c']),
    }),
  ),
  { nil: null },
);
const linesArb = fc.uniqueArray(
  fc.record({
    ticketTypeId: fc.constantFrom('a', 'b', 'c', 'd'),
    unitPriceCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 })),
    quantity: fc.integer({ min: 1, max: 100 }),
  }),
  { selector: (l) => l.ticketTypeId, maxLength: 4 },
);

describe('priceOrder', () => {
  it('prices the worked example of the rule', () => {
    const price = priceOrder(
      [
        { ticketTypeId: 'a', unitPriceCents: 2500, quantity: 2 },
        { ticketTypeId: 'b', unitPriceCents: 0, quantity: 1 },
      ],
      { percentOff: 10, amountOffCents: null, ticketTypeIds: [] },
    );
    // 2 × $25 = $50, 10% off = $5, fee = 5% of $45 = $2.25 + 2 × $1 = $4.25
    expect(price).toMatchObject({ subtotalCents: 5000, discountCents: 500, feeCents: 425, totalCents: 4925 });
  });

  it('treats a ticket discounted to nothing as free: no fee', () => {
    const price = priceOrder([{ ticketTypeId: 'a', unitPriceCents: 1000, quantity: 3 }], {
      percentOff: null,
      amountOffCents: 5000,
      ticketTypeIds: ['a'],
    });
    expect(price).toMatchObject({ subtotalCents: 3000, discountCents: 3000, feeCents: 0, totalCents: 0 });
  });

  it('leaves ticket types the promo does not cover at full price', () => {
    const price = priceOrder(
      [
        { ticketTypeId: 'a', unitPriceCents: 1000, quantity: 1 },
        { ticketTypeId: 'b', unitPriceCents: 1000, quantity: 1 },
      ],
      { percentOff: 50, amountOffCents: null, ticketTypeIds: ['b'] },
    );
    expect(price.lines.map((l) => l.discountedUnitCents)).toEqual([1000, 500]);
  });

  it('is whole cents and follows the rule for any prices, quantities and promos', () => {
    fc.assert(
      fc.property(linesArb, promoArb, (lines, promo) => {
        const p = priceOrder(lines, promo);
        for (const n of [p.subtotalCents, p.discountCents, p.feeCents, p.totalCents]) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(p.subtotalCents).toBe(lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0));
        expect(p.discountCents).toBeLessThanOrEqual(p.subtotalCents);
        expect(p.totalCents).toBe(p.subtotalCents - p.discountCents + p.feeCents);
        expect(p.discountCents).toBe(p.lines.reduce((s, l) => s + l.unitDiscountCents * l.quantity, 0));
        for (const l of p.lines) {
          expect(l.discountedUnitCents).toBeGreaterThanOrEqual(0);
          expect(l.discountedUnitCents).toBe(l.unitPriceCents - l.unitDiscountCents);
          const covered =
            promo !== null &&
            (promo.ticketTypeIds.length === 0 || promo.ticketTypeIds.includes(l.ticketTypeId));
          if (!covered) expect(l.unitDiscountCents).toBe(0);
          if (covered && promo?.amountOffCents != null)
            expect(l.unitDiscountCents).toBe(Math.min(l.unitPriceCents, promo.amountOffCents));
          if (covered && promo?.percentOff != null)
            expect(
              Math.abs(l.unitDiscountCents - (l.unitPriceCents * promo.percentOff) / 100),
            ).toBeLessThanOrEqual(0.5);
        }
        const paid = p.lines.filter((l) => l.discountedUnitCents > 0);
        const paidTickets = paid.reduce((s, l) => s + l.quantity, 0);
        const paidCents = paid.reduce((s, l) => s + l.discountedUnitCents * l.quantity, 0);
        expect(p.feeCents).toBe(computeFeeCents(p.lines));
        expect(Math.abs(p.feeCents - 100 * paidTickets - paidCents * 0.05)).toBeLessThanOrEqual(0.5);
        if (paidTickets === 0) expect(p.feeCents).toBe(0);
      }),
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
