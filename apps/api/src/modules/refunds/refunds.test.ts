import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyTickets,
  placeOrder,
  type SeededEvent,
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

const post = (url: string, token: string, payload: object = {}) =>
  call(t.app, { method: 'POST', url: `/api/v1${url}`, token, payload });
const get = (url: string, token: string) => call(t.app, { method: 'GET', url: `/api/v1${url}`, token });

async function paidOrder(event: SeededEvent, quantity = 2, email?: string) {
  const guest = await seedUser(t.db, { name: 'Grace Hopper', ...(email ? { email } : {}) });
  const order = await buyTickets(t.app, guest.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity },
  ]);
  return { guest, order };
}

const ledger = (orderId: string) =>
  t.db.query<{ account: string; kind: string; amount_cents: number }>(
    'SELECT account, kind, amount_cents FROM ledger_entries WHERE order_id = $1 ORDER BY created_at, amount_cents',
    [orderId],
  );

describe('asking for a refund', () => {
  it('lets the buyer of a paid order ask once while the request is open', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 2000 }] });
    const { guest, order } = await paidOrder(event);
    const res = await post(`/orders/${order.id}/refund-requests`, guest.token, { reason: 'I am ill' });
    expect(res.status).toBe(200);
    // The ticket price, not the fee: 2 × $20.
    expect(res.body.data).toMatchObject({
      status: 'pending',
      reason: 'I am ill',
      amountCents: 4000,
      currency: 'USD',
      ticketCount: 2,
      refundStatus: null,
      requester: { id: guest.userId, firstName: 'Grace' },
    });
    const again = await post(`/orders/${order.id}/refund-requests`, guest.token, { reason: 'Please' });
    expect(again.status).toBe(409);
    expect((await post(`/orders/${order.id}/refund-requests`, guest.token, { reason: ' ' })).status).toBe(
      400,
    );
    const stranger = await seedUser(t.db);
    expect((await post(`/orders/${order.id}/refund-requests`, stranger.token, { reason: 'x' })).status).toBe(
      404,
    );
    const mine = await get('/me/refund-requests', guest.token);
    expect(mine.body.data.items).toHaveLength(1);
  });

  it('refuses a refund of an unpaid order', async () => {
    const event = await seedEvent(t.db);
    const guest = await seedUser(t.db);
    const placed = await placeOrder(t.app, guest.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
    ]);
    const res = await post(`/orders/${placed.body.data.id}/refund-requests`, guest.token, { reason: 'x' });
    expect(res.status).toBe(422);
  });
});

describe('the host decides', () => {
  it('approves: price back to the guest, fee kept, tickets refunded and back on sale, the guest told', async () => {
    const event = await seedEvent(t.db, { title: 'Gala', ticketTypes: [{ priceCents: 2000, quantity: 2 }] });
    const { guest, order } = await paidOrder(event, 2, 'grace@test.local');
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(2);
    const request = (
      await post(`/orders/${order.id}/refund-requests`, guest.token, { reason: 'Cannot come' })
    ).body.data;

    const res = await post(`/refund-requests/${request.id}/approve`, event.host.token, {
      message: 'Get well soon',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'approved',
      decisionMessage: 'Get well soon',
      refundStatus: 'succeeded',
    });

    const view = await get(`/orders/${order.id}`, guest.token);
    expect(view.body.data.status).toBe('refunded');
    expect(view.body.data.refundRequest).toMatchObject({
      id: request.id,
      status: 'approved',
      refundStatus: 'succeeded',
    });
    expect(view.body.data.tickets.map((x: { status: string }) => x.status)).toEqual(['refunded', 'refunded']);
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
    const entries = await ledger(order.id);
    expect(entries.filter((e) => e.kind === 'refund')).toEqual([
      { account: 'host', kind: 'refund', amount_cents: -4000 },
      { account: 'buyer', kind: 'refund', amount_cents: 4000 },
    ]);
    expect(entries.reduce((s, e) => s + e.amount_cents, 0)).toBe(0);

    // Sold out before, on sale again now.
    const next = await seedUser(t.db);
    const again = await placeOrder(t.app, next.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 2 },
    ]);
    expect(again.status).toBe(200);

    await t.app.jobs.runDueJobs();
    const told = await t.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox_messages WHERE recipient = 'grace@test.local' AND subject LIKE 'Refund%'`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Refund approved: Gala');
    expect(told[0]!.body).toContain(
      '$40.00 is on its way back to the card that paid (the fee is not refunded)',
    );
    expect(told[0]!.body).toContain('Get well soon');

    expect((await post(`/refund-requests/${request.id}/approve`, event.host.token)).status).toBe(409);
    expect((await post(`/refund-requests/${request.id}/decline`, event.host.token)).status).toBe(409);
    expect((await post(`/orders/${order.id}/refund-requests`, guest.token, { reason: 'again' })).status).toBe(
      422,
    );
  });

  it('declines: the tickets stay valid, the guest is told, and may ask again', async () => {
    const event = await seedEvent(t.db, { title: 'Picnic' });
    const { guest, order } = await paidOrder(event, 1, 'ada@test.local');
    const request = (await post(`/orders/${order.id}/refund-requests`, guest.token, { reason: 'Rain' })).body
      .data;
    const res = await post(`/refund-requests/${request.id}/decline`, event.host.token, {
      message: 'It is indoors',
    });
    expect(res.body.data).toMatchObject({
      status: 'declined',
      decisionMessage: 'It is indoors',
      refundStatus: null,
    });
    expect((await get(`/orders/${order.id}`, guest.token)).body.data.tickets[0].status).toBe('valid');
    await t.app.jobs.runDueJobs();
    const told = await t.db.query<{ body: string }>(
      `SELECT body FROM outbox_messages WHERE recipient = 'ada@test.local' AND subject = 'Refund declined: Picnic'`,
    );
    expect(told[0]?.body).toContain('It is indoors');
    expect(
      (await post(`/orders/${order.id}/refund-requests`, guest.token, { reason: 'Still raining' })).status,
    ).toBe(200);
  });

  it('lists requests on the host events, pending first, to that host only', async () => {
    const event = await seedEvent(t.db);
    const requests = [];
    for (let i = 0; i < 3; i += 1) {
      const { guest, order } = await paidOrder(event, 1);
      requests.push(
        (await post(`/orders/${order.id}/refund-requests`, guest.token, { reason: `r${i}` })).body.data,
      );
    }
    await post(`/refund-requests/${requests[2].id}/decline`, event.host.token);
    const list = await get('/refund-requests', event.host.token);
    expect(list.body.data).toMatchObject({ total: 3, pageSize: 20, hasMore: false });
    expect(list.body.data.items.map((r: { status: string }) => r.status)).toEqual([
      'pending',
      'pending',
      'declined',
    ]);
    const declined = await get('/refund-requests?status=declined', event.host.token);
    expect(declined.body.data.items.map((r: { id: string }) => r.id)).toEqual([requests[2].id]);

    const otherHost = (await seedEvent(t.db)).host;
    expect((await get('/refund-requests', otherHost.token)).body.data.total).toBe(0);
    const stranger = await seedUser(t.db);
    for (const token of [otherHost.token, stranger.token]) {
      expect((await post(`/refund-requests/${requests[0].id}/approve`, token)).status).toBe(404);
      expect((await post(`/refund-requests/${requests[0].id}/decline`, token)).status).toBe(404);
    }
    expect((await get(`/refund-requests?status=nope`, event.host.token)).status).toBe(400);
  });

  it('approves once when the host double-clicks', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ quantity: 5 }] });
    const { guest, order } = await paidOrder(event, 2);
    const request = (await post(`/orders/${order.id}/refund-requests`, guest.token, { reason: 'x' })).body
      .data;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(`/refund-requests/${request.id}/approve`, event.host.token)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
    expect((await ledger(order.id)).filter((e) => e.kind === 'refund')).toHaveLength(2);
  });
});
