import { SANDBOX_CARDS } from '@mingle/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyTickets,
  pay,
  placeOrder,
  seedEvent,
  seedUser,
  soldCount,
} from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://mingle.test' });
});
afterAll(() => t.close());

describe('placing an order', () => {
  it('claims the tickets, prices them and holds them for 10 minutes', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [{ priceCents: 2500, quantity: 5 }],
    });
    const buyer = await seedUser(t.db);
    const before = Date.now();
    const res = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
    ]);
    expect(res.status).toBe(200);
    const order = res.body.data;
    // 2 × $25 = $50; fee 5% of $50 = $2.50 + 2 × $1 = $4.50
    expect(order).toMatchObject({
      status: 'pending',
      subtotalCents: 5000,
      discountCents: 0,
      feeCents: 450,
      totalCents: 5450,
      currency: 'USD',
      tickets: [],
      items: [{ ticketTypeId: ticketTypeIds[0], quantity: 2, unitPriceCents: 2500, unitDiscountCents: 0 }],
    });
    const holdMs = Date.parse(order.expiresAt) - before;
    expect(holdMs).toBeGreaterThan(9.9 * 60_000);
    expect(holdMs).toBeLessThan(10.1 * 60_000);
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(2);
  });

  it('says how many are left, or that a type is sold out', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [
        { name: 'VIP', quantity: 3, sold: 2 },
        { name: 'Floor', quantity: 1, sold: 1 },
      ],
    });
    const buyer = await seedUser(t.db);
    const two = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
    ]);
    expect(two.status).toBe(409);
    expect(two.body.error).toMatchObject({ code: 'SOLD_OUT', message: 'Only 1 VIP ticket is left' });
    const none = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[1]!, quantity: 1 },
    ]);
    expect(none.body.error).toMatchObject({ code: 'SOLD_OUT', message: 'Floor is sold out' });
    // Nothing was claimed by the refused orders.
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(2);
  });

  it('claims nothing when one line of a basket is sold out', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [{ quantity: 10 }, { quantity: 1, sold: 1 }],
    });
    const buyer = await seedUser(t.db);
    const res = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 3 },
      { ticketTypeId: ticketTypeIds[1]!, quantity: 1 },
    ]);
    expect(res.status).toBe(409);
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(0);
    expect(await t.db.query('SELECT 1 FROM orders WHERE event_id = $1', [eventId])).toHaveLength(0);
  });

  it('keeps to the sales window and the most per order', async () => {
    const hour = 60 * 60 * 1000;
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [
        { name: 'Early', salesEnd: new Date(Date.now() - hour) },
        { name: 'Late', salesStart: new Date(Date.now() + hour) },
        { name: 'Limited', maxPerOrder: 2 },
      ],
    });
    const buyer = await seedUser(t.db);
    const ended = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    expect(ended.body.error).toMatchObject({ code: 'NOT_ON_SALE', message: 'Sales for Early have ended' });
    const early = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[1]!, quantity: 1 },
    ]);
    expect(early.status).toBe(422);
    expect(early.body.error.message).toMatch(/^Sales for Late start at \d{4}-/);
    const many = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[2]!, quantity: 3 },
    ]);
    expect(many.status).toBe(400);
    expect(many.body.error.message).toBe('At most 2 Limited tickets per order');
  });

  it('sells only for published events that have not ended', async () => {
    const buyer = await seedUser(t.db);
    const draft = await seedEvent(t.db, { status: 'draft' });
    const cancelled = await seedEvent(t.db, { status: 'cancelled' });
    const past = await seedEvent(t.db, { startsAt: new Date(Date.now() - 5 * 60 * 60 * 1000) });
    const order = (e: { eventId: string; ticketTypeIds: string[] }) =>
      placeOrder(t.app, buyer.token, e.eventId, [{ ticketTypeId: e.ticketTypeIds[0]!, quantity: 1 }]);
    expect((await order(draft)).status).toBe(404);
    expect((await order(cancelled)).body.error).toMatchObject({
      code: 'NOT_ON_SALE',
      message: 'This event was cancelled',
    });
    expect((await order(past)).body.error).toMatchObject({
      code: 'NOT_ON_SALE',
      message: 'This event has ended',
    });
    const other = await seedEvent(t.db);
    const foreign = await placeOrder(t.app, buyer.token, draft.eventId, [
      { ticketTypeId: other.ticketTypeIds[0]!, quantity: 1 },
    ]);
    expect(foreign.status).toBe(404);
  });

  it('refuses bad input with field messages, never a 500', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const buyer = await seedUser(t.db);
    const id = ticketTypeIds[0]!;
    for (const items of [
      [],
      [{ ticketTypeId: id, quantity: 0 }],
      [{ ticketTypeId: id, quantity: 1.5 }],
      [{ ticketTypeId: 'x', quantity: 1 }],
    ]) {
      const res = await placeOrder(t.app, buyer.token, eventId, items);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const twice = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: id, quantity: 1 },
      { ticketTypeId: id, quantity: 1 },
    ]);
    expect(twice.status).toBe(400);
    const anonymous = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/orders`,
      payload: { items: [{ ticketTypeId: id, quantity: 1 }] },
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses to mix currencies in one order', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [{ currency: 'USD' }, { currency: 'EUR' }],
    });
    const buyer = await seedUser(t.db);
    const res = await placeOrder(
      t.app,
      buyer.token,
      eventId,
      ticketTypeIds.map((id) => ({ ticketTypeId: id, quantity: 1 })),
    );
    expect(res.status).toBe(422);
  });
});

describe('paying', () => {
  it('pays with the sandbox card: tickets, a balanced ledger and a receipt with the breakdown', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      title: 'Jazz Night',
      ticketTypes: [{ name: 'General', priceCents: 1999 }],
    });
    const buyer = await seedUser(t.db, { phone: '+14155550123' });
    const placed = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 3 },
    ]);
    const res = await pay(t.app, buyer.token, placed.body.data.id);
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order.status).toBe('paid');
    expect(order.paidAt).not.toBeNull();
    expect(order.tickets).toHaveLength(3);
    expect(order.tickets[0]).toMatchObject({ status: 'valid', isBuyer: true, holder: { id: buyer.userId } });
    expect(order.tickets[0]).not.toHaveProperty('code');

    const ledger = await t.db.query<{ account: string; kind: string; amount_cents: number }>(
      'SELECT account, kind, amount_cents FROM ledger_entries WHERE order_id = $1 ORDER BY amount_cents',
      [order.id],
    );
    // 3 × $19.99 = $59.97; fee round-half-up(299.85) = 300 + 300 = $6.00
    expect(ledger).toEqual([
      { account: 'buyer', kind: 'payment', amount_cents: -6597 },
      { account: 'platform', kind: 'fee', amount_cents: 600 },
      { account: 'host', kind: 'sale', amount_cents: 5997 },
    ]);
    expect(ledger.reduce((s, e) => s + e.amount_cents, 0)).toBe(0);

    await t.app.jobs.runDueJobs();
    const messages = await t.db.query<{
      channel: string;
      recipient: string;
      subject: string | null;
      body: string;
    }>(
      `SELECT channel, recipient, subject, body FROM outbox_messages WHERE body LIKE '%' || $1 || '%' OR body LIKE '%Jazz Night%'`,
      [order.id],
    );
    const email = messages.find((m) => m.channel === 'email');
    expect(email?.subject).toBe('Your tickets for Jazz Night');
    expect(email?.body).toContain('3 × General at $19.99: $59.97');
    expect(email?.body).toContain('Fee: $6.00');
    expect(email?.body).toContain('Total paid: $65.97');
    // The buyer's tickets page, which still opens after a ticket is shared (not one ticket's page).
    expect(email?.body).toMatch(/Your tickets: https:\/\/mingle\.test\/events(\s|$)/);
    const sms = messages.find((m) => m.channel === 'sms');
    expect(sms?.recipient).toBe('+14155550123');
    expect(sms?.body).toContain('Paid $65.97');
  });

  it('reports a declined card and lets the buyer try another', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const buyer = await seedUser(t.db);
    const placed = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    const declined = await pay(t.app, buyer.token, placed.body.data.id, SANDBOX_CARDS.declined);
    expect(declined.status).toBe(422);
    expect(declined.body.error).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined. Try another card.',
    });
    const failed = await pay(t.app, buyer.token, placed.body.data.id, SANDBOX_CARDS.processingError);
    expect(failed.status).toBe(503);
    expect(failed.body.error.code).toBe('PAYMENT_FAILED');
    const view = await call(t.app, {
      method: 'GET',
      url: `/api/v1/orders/${placed.body.data.id}`,
      token: buyer.token,
    });
    expect(view.body.data).toMatchObject({
      status: 'pending',
      paymentError: expect.stringContaining('processor'),
    });
    const ok = await pay(t.app, buyer.token, placed.body.data.id);
    expect(ok.body.data.status).toBe('paid');
    expect(ok.body.data.paymentError).toBeNull();
    // Paying again changes nothing.
    const again = await pay(t.app, buyer.token, placed.body.data.id);
    expect(again.body.data.tickets).toHaveLength(1);
  });

  it('skips payment for free tickets: paid at once, no fee, no ledger', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [{ priceCents: 0, quantity: 10 }],
    });
    const buyer = await seedUser(t.db);
    const res = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
    ]);
    expect(res.body.data).toMatchObject({ status: 'paid', feeCents: 0, totalCents: 0 });
    expect(res.body.data.tickets).toHaveLength(2);
    expect(
      await t.db.query('SELECT 1 FROM ledger_entries WHERE order_id = $1', [res.body.data.id]),
    ).toHaveLength(0);
  });

  it('tells the client which provider and test cards to use', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v1/payments/config' });
    expect(res.body.data).toMatchObject({ provider: 'sandbox', holdMinutes: 10, testCards: SANDBOX_CARDS });
  });

  it('lets only the buyer read or pay an order', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const buyer = await seedUser(t.db);
    const other = await seedUser(t.db);
    const order = await buyTickets(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    const read = await call(t.app, { method: 'GET', url: `/api/v1/orders/${order.id}`, token: other.token });
    expect(read.status).toBe(404);
    const placed = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    const paid = await pay(t.app, other.token, placed.body.data.id);
    expect(paid.status).toBe(404);
    expect(
      await call(t.app, { method: 'GET', url: `/api/v1/orders/${order.id}` }).then((r) => r.status),
    ).toBe(401);
  });
});
