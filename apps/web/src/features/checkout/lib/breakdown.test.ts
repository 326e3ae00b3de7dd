import { priceBasket } from '@mingle/shared/price-lines';
import type { TicketType } from '@mingle/shared/schemas/events';
import type { OrderQuote } from '@mingle/shared/schemas/orders';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localBreakdown, quoteBreakdown, selectionLines } from './breakdown.ts';

function ticketType(id: string, priceCents: number): TicketType {
  return {
    id,
    eventId: 'e',
    name: `Type ${id}`,
    priceCents,
    currency: 'USD',
    quantity: 100,
    sold: 0,
    remaining: 100,
    salesStart: null,
    salesEnd: null,
    maxPerOrder: null,
    taxable: true,
  };
}

describe('the Buy Tickets breakdown', () => {
  it('adds 5% of the paid tickets, rounded half up, plus $1 per paid ticket', () => {
    const types = [ticketType('a', 2500), ticketType('b', 0), ticketType('c', 1010)];
    const b = localBreakdown(types, { a: 2, b: 3, c: 1 });
    // 5% of 6010 = 300.5 → 301, plus 3 paid tickets × 100; free tickets carry no fee.
    expect(b).toEqual({
      subtotalCents: 6010,
      discountCents: 0,
      feeCents: 601,
      totalCents: 6611,
      currency: 'USD',
      ticketCount: 6,
    });
  });

  it('is zero for an empty basket and for free tickets only', () => {
    const types = [ticketType('a', 0)];
    expect(localBreakdown(types, {}).totalCents).toBe(0);
    expect(localBreakdown(types, { a: 4 })).toMatchObject({ feeCents: 0, totalCents: 0, ticketCount: 4 });
  });

  it('gives the very numbers of the shared priceBasket the server charges with', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 10_000_000 }),
            qty: fc.integer({ min: 0, max: 100 }),
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        (rows) => {
          const types = rows.map((r, i) => ticketType(`t${i}`, r.price));
          const selection = Object.fromEntries(rows.map((r, i) => [`t${i}`, r.qty]));
          const expected = priceBasket(selectionLines(types, selection), null);
          const got = localBreakdown(types, selection);
          expect(got.subtotalCents).toBe(expected.subtotalCents);
          expect(got.feeCents).toBe(expected.feeCents);
          expect(got.totalCents).toBe(expected.totalCents);
          expect(Number.isInteger(got.totalCents)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves types with no quantity out of the order lines, in the event order', () => {
    const types = [ticketType('a', 100), ticketType('b', 200), ticketType('c', 300)];
    expect(selectionLines(types, { c: 1, a: 2, b: 0 }).map((l) => l.ticketTypeId)).toEqual(['a', 'c']);
  });

  it('shows the server quote as is when a promo code applies', () => {
    const quote: OrderQuote = {
      subtotalCents: 5000,
      discountCents: 1000,
      feeCents: 400,
      totalCents: 4400,
      currency: 'EUR',
      promoCode: 'SPRING',
      items: [
        {
          ticketTypeId: 'a',
          name: 'A',
          quantity: 2,
          unitPriceCents: 2500,
          unitDiscountCents: 500,
          unitNetCents: 2000,
          unitTaxCents: 0,
          unitGrossCents: 2000,
        },
      ],
    };
    expect(quoteBreakdown(quote)).toEqual({
      subtotalCents: 5000,
      discountCents: 1000,
      feeCents: 400,
      totalCents: 4400,
      currency: 'EUR',
      ticketCount: 2,
    });
  });
});
