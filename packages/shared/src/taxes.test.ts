import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricingPromo } from './fees.ts';
import { priceBasket } from './price-lines.ts';
import { priceTaxedBasket, refundOfTickets, type Tax, type TaxedPricingLine, unitAmounts } from './taxes.ts';
import { promoArb, taxableLinesArb } from './testing/baskets.ts';

const salesTax: Tax = { mode: 'exclusive', rateMilli: 8875, name: 'Sales tax' };
const vat = (rateMilli: number): Tax => ({ mode: 'inclusive', rateMilli, name: 'VAT' });
const line = (unitPriceCents: number, quantity: number, ticketTypeId = 'a'): TaxedPricingLine => ({
  ticketTypeId,
  unitPriceCents,
  quantity,
});

describe('the worked examples of DESIGN §4 Taxes', () => {
  it('3 × $20 at 8.875% exclusive is 7,134¢', () => {
    const p = priceTaxedBasket([line(2000, 3)], null, salesTax);
    // Per ticket: 2000 × 8.875% = 177.5 → 178, so 2,178 each.
    expect(p.lines[0]).toMatchObject({ unitNetCents: 2000, unitTaxCents: 178, unitGrossCents: 2178 });
    expect(p).toMatchObject({
      subtotalCents: 6000,
      discountCents: 0,
      taxCents: 534,
      taxAddedCents: 534,
      taxIncludedCents: 0,
      feeCents: 600,
      totalCents: 7134,
      tax: salesTax,
    });
  });

  it('2 × $25 at 10% inclusive is 5,427¢: the tickets cost exactly $50.00', () => {
    const p = priceTaxedBasket([line(2500, 2)], null, vat(10000));
    expect(p.lines[0]).toMatchObject({ unitNetCents: 2273, unitTaxCents: 227, unitGrossCents: 2500 });
    expect(p).toMatchObject({ taxCents: 454, taxIncludedCents: 454, taxAddedCents: 0, feeCents: 427 });
    expect(p.totalCents).toBe(5427);
    expect(p.totalCents - p.feeCents).toBe(5000);
  });

  it('$25 at 20% inclusive with 20% off is 2,183¢: the discount comes off before tax', () => {
    const promo: PricingPromo = { percentOff: 20, amountOffCents: null, ticketTypeIds: [] };
    const p = priceTaxedBasket([line(2500, 1)], promo, vat(20000));
    expect(p.lines[0]).toMatchObject({
      unitDiscountCents: 500,
      unitNetCents: 1667,
      unitTaxCents: 333,
      unitGrossCents: 2000,
    });
    expect(p).toMatchObject({ discountCents: 500, feeCents: 183, totalCents: 2183 });
  });

  it('5 × $100 at 19% inclusive is 52,601¢ with 7,985¢ of tax, as pretix prices it', () => {
    const p = priceTaxedBasket([line(10000, 5)], null, vat(19000));
    expect(p.lines[0]).toMatchObject({ unitNetCents: 8403, unitTaxCents: 1597, unitGrossCents: 10000 });
    expect(p).toMatchObject({ taxCents: 7985, feeCents: 2601, totalCents: 52601 });
  });

  it('refunding one ticket of the first order returns 2,178¢, of which 178¢ tax', () => {
    const p = priceTaxedBasket([line(2000, 3)], null, salesTax);
    expect(refundOfTickets(p.lines[0]!, 1)).toEqual({ amountCents: 2178, netCents: 2000, taxCents: 178 });
    expect(refundOfTickets(p.lines[0]!, 3).amountCents).toBe(p.totalCents - p.feeCents);
  });
});

describe('unitAmounts', () => {
  it('rounds half up per ticket', () => {
    // 100 × 0.5% = 0.5 → 1; 99 × 0.5% = 0.495 → 0.
    expect(unitAmounts(100, { ...salesTax, rateMilli: 500 }).unitTaxCents).toBe(1);
    expect(unitAmounts(99, { ...salesTax, rateMilli: 500 }).unitTaxCents).toBe(0);
  });

  it('puts no tax on free tickets, untaxed events or ticket types marked not taxable', () => {
    const none = { unitNetCents: 0, unitTaxCents: 0, unitGrossCents: 0 };
    expect(unitAmounts(0, salesTax)).toEqual(none);
    expect(unitAmounts(0, vat(20000))).toEqual(none);
    expect(unitAmounts(2000, null)).toEqual({ unitNetCents: 2000, unitTaxCents: 0, unitGrossCents: 2000 });
    expect(unitAmounts(2000, salesTax, false)).toEqual({
      unitNetCents: 2000,
      unitTaxCents: 0,
      unitGrossCents: 2000,
    });
  });

  it('takes at most the whole ticket at 100% inclusive', () => {
    expect(unitAmounts(1, vat(100_000))).toEqual({ unitNetCents: 0, unitTaxCents: 1, unitGrossCents: 1 });
    expect(unitAmounts(2000, vat(100_000))).toMatchObject({ unitNetCents: 1000, unitTaxCents: 1000 });
  });
});

describe('priceTaxedBasket', () => {
  it('gives a 100%-off line no tax and no fee', () => {
    const promo: PricingPromo = { percentOff: 100, amountOffCents: null, ticketTypeIds: ['a'] };
    const p = priceTaxedBasket([line(2000, 2, 'a'), line(1000, 1, 'b')], promo, salesTax);
    expect(p.lines[0]).toMatchObject({ unitNetCents: 0, unitTaxCents: 0, unitGrossCents: 0 });
    // Only the $10 ticket pays: 89¢ tax, 5% of $10 + $1 fee.
    expect(p).toMatchObject({ taxCents: 89, feeCents: 150, totalCents: 1089 + 150 });
  });

  it('charges the fixed fee for a paid ticket whose net rounds to nothing', () => {
    const p = priceTaxedBasket([line(1, 1)], null, vat(100_000));
    expect(p).toMatchObject({ taxCents: 1, feeCents: 100, totalCents: 101 });
  });

  it('leaves a not-taxable ticket type at its listed price beside taxed ones', () => {
    const p = priceTaxedBasket(
      [{ ...line(2000, 1, 'a'), taxable: false }, line(2000, 1, 'b')],
      null,
      salesTax,
    );
    expect(p.lines.map((l) => l.unitGrossCents)).toEqual([2000, 2178]);
    expect(p.taxCents).toBe(178);
  });
});

/** 0.001% to 30%, with the edges and the common rates drawn often. */
const taxArb = fc.record({
  mode: fc.constantFrom('inclusive' as const, 'exclusive' as const),
  rateMilli: fc.oneof(fc.integer({ min: 1, max: 30_000 }), fc.constantFrom(1, 8875, 10_000, 19_000, 30_000)),
  name: fc.constant('Tax'),
});

describe('priceTaxedBasket over any basket', () => {
  it('adds up to the cent in both modes', () => {
    fc.assert(
      fc.property(taxableLinesArb, promoArb, taxArb, (lines, promo, tax) => {
        const p = priceTaxedBasket(lines, promo, tax);
        const gross = p.lines.reduce((s, l) => s + l.unitGrossCents * l.quantity, 0);
        expect(p.totalCents).toBe(gross + p.feeCents);
        expect(p.taxCents).toBe(p.taxIncludedCents + p.taxAddedCents);
        for (const l of p.lines) {
          expect(l.unitTaxCents).toBeGreaterThanOrEqual(0);
          expect(l.unitTaxCents).toBeLessThanOrEqual(l.unitGrossCents);
          expect(l.unitNetCents + l.unitTaxCents).toBe(l.unitGrossCents);
          // Within half a cent of the exact tax, per ticket.
          const exact =
            tax.mode === 'exclusive'
              ? (l.unitNetCents * tax.rateMilli) / 100_000
              : (l.unitGrossCents * tax.rateMilli) / (100_000 + tax.rateMilli);
          if (l.taxable && l.discountedUnitCents > 0) {
            expect(Math.abs(l.unitTaxCents - exact)).toBeLessThanOrEqual(0.5);
          } else {
            expect(l.unitTaxCents).toBe(0);
          }
          if (l.discountedUnitCents === 0) expect(l.unitGrossCents).toBe(0);
        }
        if (tax.mode === 'inclusive') {
          // The guest pays exactly the listed price less the discount for the tickets.
          expect(gross).toBe(p.subtotalCents - p.discountCents);
        } else {
          expect(gross).toBe(p.subtotalCents - p.discountCents + p.taxCents);
        }
        // The fee is on the net: 5% of it plus $1 a paid ticket, and never on the tax.
        const paid = p.lines.filter((l) => l.unitGrossCents > 0);
        const paidTickets = paid.reduce((s, l) => s + l.quantity, 0);
        const net = paid.reduce((s, l) => s + l.unitNetCents * l.quantity, 0);
        expect(Math.abs(p.feeCents - 100 * paidTickets - net * 0.05)).toBeLessThanOrEqual(0.5);
        // Refunding every ticket returns every unit gross and all of the order's tax.
        const refunds = p.lines.map((l) => refundOfTickets(l, l.quantity));
        expect(refunds.reduce((s, r) => s + r.amountCents, 0)).toBe(p.totalCents - p.feeCents);
        expect(refunds.reduce((s, r) => s + r.taxCents, 0)).toBe(p.taxCents);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('prices an untaxed basket exactly as today', () => {
    fc.assert(
      fc.property(taxableLinesArb, promoArb, fc.boolean(), taxArb, (lines, promo, noSetting, tax) => {
        // No tax setting, or a setting that no ticket type of the basket is subject to.
        const untaxed = noSetting ? lines : lines.map((l) => ({ ...l, taxable: false }));
        const p = priceTaxedBasket(untaxed, promo, noSetting ? null : tax);
        const today = priceBasket(lines, promo);
        expect(p).toMatchObject({
          subtotalCents: today.subtotalCents,
          discountCents: today.discountCents,
          feeCents: today.feeCents,
          totalCents: today.totalCents,
          taxCents: 0,
        });
        expect(p.lines.map((l) => l.unitGrossCents)).toEqual(today.lines.map((l) => l.unitGrossCents));
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
