import fc from 'fast-check';

/**
 * The baskets the pricing properties draw (price-lines.test.ts, taxes.test.ts): both price the
 * same baskets, so an untaxed total checked in one is the total the other is compared with.
 */

/** No promo, or a percentage or amount off, on every ticket type or some of them. */
export const promoArb = fc.option(
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

const lineFields = {
  ticketTypeId: fc.constantFrom('a', 'b', 'c', 'd'),
  unitPriceCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 })),
  quantity: fc.integer({ min: 1, max: 100 }),
};

/** Up to four lines of distinct ticket types (one of them the promo never names), free ones too. */
export const linesArb = fc.uniqueArray(fc.record(lineFields), {
  selector: (l) => l.ticketTypeId,
  maxLength: 4,
});

/** The same baskets, each ticket type taxable or not. */
export const taxableLinesArb = fc.uniqueArray(fc.record({ ...lineFields, taxable: fc.boolean() }), {
  selector: (l) => l.ticketTypeId,
  maxLength: 4,
});
