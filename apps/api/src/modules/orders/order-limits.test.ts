import { describe, expect, it } from 'vitest';
import { placeOrder, seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';

/** An order's amounts are at most 99,999,999 cents: above it, 422 naming `items`, never a 500. */
const t = useTestApp();

const quote = (eventId: string, items: { ticketTypeId: string; quantity: number }[]) =>
  call(t.app, { method: 'POST', url: `/api/v1/events/${eventId}/orders/quote`, payload: { items } });

describe('order limits', () => {
  it('refuses an order past 2^31 cents with 422 on items, on the quote and the order', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [0, 1, 2].map(() => ({ priceCents: 10_000_000, quantity: 1000 })),
    });
    const buyer = await seedUser(t.db);
    const items = ticketTypeIds.map((ticketTypeId) => ({ ticketTypeId, quantity: 100 }));
    const quoted = await quote(eventId, items);
    expect(quoted.status).toBe(422);
    expect(quoted.body.error.fields).toHaveProperty('items');
    const placed = await placeOrder(t.app, buyer.token, eventId, items);
    expect(placed.status).toBe(422);
    expect(placed.body.error.fields).toHaveProperty('items');
    expect(await t.db.query('SELECT 1 FROM orders WHERE buyer_id = $1', [buyer.userId])).toHaveLength(0);
  });

  it('takes an order up to 99,999,999 cents and refuses the next cent', async () => {
    // Ten tickets at 9,523,714 with 5% + $1 each come to 99,999,997; one cent more each: 100,000,008.
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [{ priceCents: 9_523_714 }, { priceCents: 9_523_715 }],
    });
    const under = await quote(eventId, [{ ticketTypeId: ticketTypeIds[0]!, quantity: 10 }]);
    expect(under.status).toBe(200);
    expect(under.body.data.totalCents).toBe(99_999_997);
    const over = await quote(eventId, [{ ticketTypeId: ticketTypeIds[1]!, quantity: 10 }]);
    expect(over.status).toBe(422);
    expect(over.body.error.fields.items).toMatch(/\$999,999\.99/);
    const buyer = await seedUser(t.db);
    const placed = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[1]!, quantity: 10 },
    ]);
    expect(placed.status).toBe(422);
  });
});
