import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, seedEvent, seedPromo, seedUser } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('price lines of an order', () => {
  it('quotes, places and shows each line with its unit net, tax and gross, and keeps them when prices change', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [{ priceCents: 2500 }, { priceCents: 0 }],
    });
    await seedPromo(t.db, eventId, { code: 'TEN', percentOff: 10 });
    const buyer = await seedUser(t.db);
    const items = [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
      { ticketTypeId: ticketTypeIds[1]!, quantity: 1 },
    ];
    // 2 × $25 less 10% = 2 × $22.50; fee 5% of $45 = $2.25 + 2 × $1; the free ticket has none.
    const lines = [
      {
        ticketTypeId: ticketTypeIds[0],
        quantity: 2,
        unitPriceCents: 2500,
        unitDiscountCents: 250,
        unitNetCents: 2250,
        unitTaxCents: 0,
        unitGrossCents: 2250,
      },
      {
        ticketTypeId: ticketTypeIds[1],
        quantity: 1,
        unitPriceCents: 0,
        unitDiscountCents: 0,
        unitNetCents: 0,
        unitTaxCents: 0,
        unitGrossCents: 0,
      },
    ];
    const totals = { subtotalCents: 5000, discountCents: 500, feeCents: 425, totalCents: 4925 };
    const quote = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/orders/quote`,
      token: buyer.token,
      payload: { items, promoCode: 'TEN' },
    });
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({ ...totals, items: lines });

    const placed = await placeOrder(t.app, buyer.token, eventId, items, { promoCode: 'TEN' });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ ...totals, items: lines });

    // A later price change is the ticket type's, not the order's.
    await t.db.query('UPDATE ticket_types SET price_cents = 9900 WHERE id = $1', [ticketTypeIds[0]]);
    const shown = await call(t.app, {
      method: 'GET',
      url: `/api/v1/orders/${placed.body.data.id}`,
      token: buyer.token,
    });
    expect(shown.body.data).toMatchObject({ ...totals, items: lines });
  });

  it('refuses a stored line whose gross is not its net plus tax', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1000 }] });
    const buyer = await seedUser(t.db);
    const placed = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    await expect(
      t.db.query('UPDATE order_items SET unit_gross_cents = unit_gross_cents + 1 WHERE order_id = $1', [
        placed.body.data.id,
      ]),
    ).rejects.toThrow(/order_items_unit_amounts/);
    await expect(
      t.db.query(
        'UPDATE order_items SET unit_net_cents = 1001, unit_gross_cents = 1001 WHERE order_id = $1',
        [placed.body.data.id],
      ),
    ).rejects.toThrow(/order_items_unit_amounts/);
  });
});
