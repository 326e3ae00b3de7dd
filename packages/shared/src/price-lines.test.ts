import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFeeCents, type PricingLine, type PricingPromo, unitDiscountCents } from './fees.ts';
import { breakdownOfLines, priceBasket, ticketCount } from './price-lines.ts';
import { linesArb, promoArb } from './testing/baskets.ts';

/**
 * The price computation as it stood before price lines (fees.ts `priceOrder` at e12b53e), kept
 * verbatim as the reference: every total priceBasket gives must be this one, to the cent.
 */
function priceOrderBeforeLines(lines: readonly PricingLine[], promo: PricingPromo | null) {
  const priced = lines.map((line) => {
    const discount = unitDiscountCents(line.unitPriceCents, promo, line.ticketTypeId);
    return { ...line, unitDiscountCents: discount, discountedUnitCents: line.unitPriceCents - discount };
  });
  const subtotalCents = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discountCents = priced.reduce((sum, l) => sum + l.unitDiscountCents * l.quantity, 0);
  const feeCents = computeFeeCents(priced);
  return {
    lines: priced,
    subtotalCents,
    discountCents,
    feeCents,
    totalCents: subtotalCents - discountCents + feeCents,
  };
}

describe('priceBasket', () => {
  it('prices the worked example of the rule', () => {
    const price = priceBasket(
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
    const price = priceBasket([{ ticketTypeId: 'a', unitPriceCents: 1000, quantity: 3 }], {
      percentOff: null,
      amountOffCents: 5000,
      ticketTypeIds: ['a'],
    });
    expect(price).toMatchObject({ subtotalCents: 3000, discountCents: 3000, feeCents: 0, totalCents: 0 });
  });

  it('leaves ticket types the promo does not cover at full price', () => {
    const price = priceBasket(
      [
        { ticketTypeId: 'a', unitPriceCents: 1000, quantity: 1 },
        { ticketTypeId: 'b', unitPriceCents: 1000, quantity: 1 },
      ],
      { percentOff: 50, amountOffCents: null, ticketTypeIds: ['b'] },
    );
    expect(price.lines.map((l) => l.unitGrossCents)).toEqual([1000, 500]);
  });

  it('is whole cents and follows the rule for any prices, quantities and promos', () => {
    fc.assert(
      fc.property(linesArb, promoArb, (lines, promo) => {
        const p = priceBasket(lines, promo);
        for (const n of [p.subtotalCents, p.discountCents, p.feeCents, p.totalCents]) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(p.subtotalCents).toBe(lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0));
        expect(p.discountCents).toBeLessThanOrEqual(p.subtotalCents);
        expect(p.totalCents).toBe(p.subtotalCents - p.discountCents + p.feeCents);
        expect(p.discountCents).toBe(p.lines.reduce((s, l) => s + l.unitDiscountCents * l.quantity, 0));
        for (const l of p.lines) {
          expect(l.unitGrossCents).toBeGreaterThanOrEqual(0);
          expect(l.unitGrossCents).toBe(l.unitPriceCents - l.unitDiscountCents);
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
        const paid = p.lines.filter((l) => l.unitGrossCents > 0);
        const paidTickets = paid.reduce((s, l) => s + l.quantity, 0);
        const paidCents = paid.reduce((s, l) => s + l.unitGrossCents * l.quantity, 0);
        expect(p.feeCents).toBe(
          computeFeeCents(
            p.lines.map((l) => ({ discountedUnitCents: l.unitNetCents, quantity: l.quantity })),
          ),
        );
        expect(Math.abs(p.feeCents - 100 * paidTickets - paidCents * 0.05)).toBeLessThanOrEqual(0.5);
        if (paidTickets === 0) expect(p.feeCents).toBe(0);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});

describe('priceBasket against the computation before price lines', () => {
  it('gives the same subtotal, discount, fee, total and per-ticket price on 10,000 baskets', () => {
    fc.assert(
      fc.property(linesArb, promoArb, (basket, promo) => {
        const before = priceOrderBeforeLines(basket, promo);
        const now = priceBasket(basket, promo);
        expect({
          subtotalCents: now.subtotalCents,
          discountCents: now.discountCents,
          feeCents: now.feeCents,
          totalCents: now.totalCents,
        }).toEqual({
          subtotalCents: before.subtotalCents,
          discountCents: before.discountCents,
          feeCents: before.feeCents,
          totalCents: before.totalCents,
        });
        expect(
          now.lines.map((l) => [l.ticketTypeId, l.quantity, l.unitPriceCents, l.unitDiscountCents]),
        ).toEqual(
          before.lines.map((l) => [l.ticketTypeId, l.quantity, l.unitPriceCents, l.unitDiscountCents]),
        );
        for (const [i, l] of now.lines.entries()) {
          // Untaxed: the whole discounted price is the host's net, and what a refund returns.
          expect(l.unitTaxCents).toBe(0);
          expect(l.unitNetCents).toBe(before.lines[i]!.discountedUnitCents);
          expect(l.unitGrossCents).toBe(before.lines[i]!.discountedUnitCents);
        }
        // A stored order (its lines and the fee it was charged) reads back as the same breakdown.
        expect(breakdownOfLines(now.lines, now.feeCents)).toEqual(now);
        expect(ticketCount(now)).toBe(basket.reduce((s, l) => s + l.quantity, 0));
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('prices an empty basket at nothing', () => {
    expect(priceBasket([], null)).toEqual({
      lines: [],
      subtotalCents: 0,
      discountCents: 0,
      feeCents: 0,
      totalCents: 0,
    });
  });

  it('refuses a tax until orders carry one (issue 26) rather than pricing it as untaxed', () => {
    const basket = [{ ticketTypeId: 'a', unitPriceCents: 1000, quantity: 1 }];
    expect(() =>
      priceBasket(basket, null, { mode: 'exclusive', rateMilli: 8875, name: 'Sales tax' }),
    ).toThrow();
  });
});
