import { priceBasket } from '@mingle/shared/price-lines';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentEntries, refundEntries } from './ledger.ts';

const sum = (entries: { amountCents: number }[]) => entries.reduce((s, e) => s + e.amountCents, 0);

describe('ledger entries', () => {
  it('balance to zero for every priced order, paid and then refunded', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            ticketTypeId: fc.constantFrom('a', 'b', 'c'),
            unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
            quantity: fc.integer({ min: 1, max: 100 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        fc.boolean(),
        (lines, percentOff, refunded) => {
          const unique = lines.filter(
            (l, i) => lines.findIndex((o) => o.ticketTypeId === l.ticketTypeId) === i,
          );
          const price = priceBasket(
            unique,
            percentOff === null ? null : { percentOff, amountOffCents: null, ticketTypeIds: [] },
          );
          const paid = paymentEntries(price);
          expect(sum(paid)).toBe(0);
          expect(paid.every((e) => Number.isSafeInteger(e.amountCents) && e.amountCents !== 0)).toBe(true);
          const host = paid.filter((e) => e.account === 'host').reduce((s, e) => s + e.amountCents, 0);
          expect(host).toBe(price.subtotalCents - price.discountCents);
          const all = refunded
            ? [...paid, ...refundEntries(price.subtotalCents - price.discountCents)]
            : paid;
          expect(sum(all)).toBe(0);
          // After a refund the host holds nothing of the order and the platform keeps the fee.
          if (refunded) {
            expect(sum(all.filter((e) => e.account === 'host'))).toBe(0);
            expect(sum(all.filter((e) => e.account === 'platform'))).toBe(price.feeCents);
            expect(sum(all.filter((e) => e.account === 'buyer')) + price.feeCents).toBe(0);
          }
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('balance to the cent when a guest refunds some tickets and the host cancels with the fee', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (ticketPrices, guestRefunds, feeCents) => {
          const price = ticketPrices.reduce((s, p) => s + p, 0);
          const paid = paymentEntries({
            subtotalCents: price,
            discountCents: 0,
            feeCents,
            totalCents: price + feeCents,
          });
          // The guest's own refund: some tickets, fee kept; then the host refunds the rest and the fee.
          const guest = ticketPrices.slice(0, guestRefunds).reduce((s, p) => s + p, 0);
          const all = [...paid, ...refundEntries(guest), ...refundEntries(price - guest, feeCents)];
          expect(sum(all)).toBe(0);
          for (const account of ['host', 'platform', 'buyer'] as const) {
            expect(sum(all.filter((e) => e.account === account))).toBe(0);
          }
          expect(all.every((e) => e.amountCents !== 0)).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('writes nothing for a free order', () => {
    expect(paymentEntries({ subtotalCents: 0, discountCents: 0, feeCents: 0, totalCents: 0 })).toEqual([]);
    expect(refundEntries(0)).toEqual([]);
  });
});
