import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyTickets,
  type SeededEvent,
  seedEvent,
  seedUser,
  soldCount,
} from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

/**
 * Refunds are per ticket: a buyer's request never refunds a ticket a friend claimed, a friend
 * may ask for their own, and every approval books exactly what went back (ledger to the cent).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://mingle.test' });
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: object = {}) =>
  call(t.app, { method: 'POST', url: `/api/v1${url}`, token, payload });
const get = (url: string, token: string) => call(t.app, { method: 'GET', url: `/api/v1${url}`, token });

const PRICE = 2000;

/** A buyer of `quantity` tickets at $20 who gave one to a friend (shared, then claimed). */
async function sharedOrder(quantity = 3) {
  const event = await seedEvent(t.db, { title: 'Gala', ticketTypes: [{ priceCents: PRICE, quantity: 10 }] });
  const buyer = await seedUser(t.db, { name: 'Bea Buyer' });
  const friend = await seedUser(t.db, {
    name: 'Fran Friend',
    email: `fran-${crypto.randomUUID()}@test.local`,
  });
  const order = await buyTickets(t.app, buyer.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity },
  ]);
  const ids = order.tickets.map((x) => x.id);
  const given = ids[0]!;
  const share = await post(`/tickets/${given}/share`, buyer.token);
  expect((await post(`/shared/${share.body.data.shareToken}/claim`, friend.token)).status).toBe(200);
  return { event, buyer, friend, orderId: order.id, given, kept: ids.slice(1) };
}

async function ledgerOf(orderId: string) {
  return t.db.query<{ account: string; kind: string; amount_cents: number }>(
    'SELECT account, kind, amount_cents FROM ledger_entries WHERE order_id = $1 ORDER BY created_at, account',
    [orderId],
  );
}

const sum = (rows: { amount_cents: number }[]) => rows.reduce((s, r) => s + r.amount_cents, 0);

async function ticketStatus(id: string, token: string): Promise<string> {
  return (await get(`/tickets/${id}`, token)).body.data.status;
}

async function approve(event: SeededEvent, requestId: string) {
  return post(`/refund-requests/${requestId}/approve`, event.host.token);
}

describe('a buyer who gave a ticket away', () => {
  it("asks for the tickets they still hold: the friend's ticket stays valid, only their price goes back", async () => {
    const { event, buyer, friend, orderId, given, kept } = await sharedOrder();
    const asked = await post(`/orders/${orderId}/refund-requests`, buyer.token, { reason: 'Plans changed' });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ amountCents: 2 * PRICE, feeCents: 0, ticketCount: 2 });
    expect(asked.body.data.tickets.map((x: { id: string }) => x.id).sort()).toEqual([...kept].sort());
    expect(asked.body.data.tickets[0]).toMatchObject({
      holder: { firstName: 'Bea' },
      claimedByFriend: false,
    });

    const approved = await approve(event, asked.body.data.id);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      refundStatus: 'succeeded',
      amountCents: 4000,
    });

    expect(await ticketStatus(given, friend.token)).toBe('valid');
    for (const id of kept) expect(await ticketStatus(id, buyer.token)).toBe('refunded');
    expect((await get(`/orders/${orderId}`, buyer.token)).body.data.status).toBe('partially_refunded');
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(1);

    const entries = await ledgerOf(orderId);
    expect(entries.filter((e) => e.kind === 'refund')).toEqual([
      { account: 'buyer', kind: 'refund', amount_cents: 4000 },
      { account: 'host', kind: 'refund', amount_cents: -4000 },
    ]);
    expect(sum(entries)).toBe(0);

    // Replays: the buyer holds nothing left to refund; approving again is a conflict.
    expect((await post(`/orders/${orderId}/refund-requests`, buyer.token, { reason: 'again' })).status).toBe(
      422,
    );
    expect((await approve(event, asked.body.data.id)).status).toBe(409);
  });

  it("refuses the friend's ticket by id, and a stranger's request", async () => {
    const { buyer, orderId, given, kept } = await sharedOrder();
    const theirs = await post(`/orders/${orderId}/refund-requests`, buyer.token, {
      reason: 'x',
      ticketIds: [kept[0], given],
    });
    expect(theirs.status).toBe(422);
    expect(theirs.body.error.fields).toHaveProperty('ticketIds');
    const stranger = await seedUser(t.db);
    expect((await post(`/orders/${orderId}/refund-requests`, stranger.token, { reason: 'x' })).status).toBe(
      404,
    );
    expect(
      (await post(`/orders/${orderId}/refund-requests`, buyer.token, { reason: 'x', ticketIds: ['nope'] }))
        .status,
    ).toBe(400);
  });

  it('a ticket given away after the request is left out when the host approves', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: PRICE, quantity: 10 }] });
    const buyer = await seedUser(t.db);
    const friend = await seedUser(t.db);
    const order = await buyTickets(t.app, buyer.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 2 },
    ]);
    const asked = await post(`/orders/${order.id}/refund-requests`, buyer.token, { reason: 'x' });
    expect(asked.body.data.ticketCount).toBe(2);
    const given = order.tickets[0]!.id;
    const share = await post(`/tickets/${given}/share`, buyer.token);
    expect((await post(`/shared/${share.body.data.shareToken}/claim`, friend.token)).status).toBe(200);

    const approved = await approve(event, asked.body.data.id);
    expect(approved.body.data).toMatchObject({ amountCents: PRICE, ticketCount: 1 });
    expect(await ticketStatus(given, friend.token)).toBe('valid');
    expect(sum(await ledgerOf(order.id))).toBe(0);
  });

  it('the friend may ask for their own ticket; the money goes back to the card that paid', async () => {
    const { event, buyer, friend, orderId, given } = await sharedOrder(2);
    const asked = await post(`/orders/${orderId}/refund-requests`, friend.token, { reason: 'Cannot come' });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ amountCents: PRICE, ticketCount: 1 });
    expect(asked.body.data.tickets[0]).toMatchObject({ id: given, claimedByFriend: true });
    // Neither the buyer nor the friend decides.
    expect((await post(`/refund-requests/${asked.body.data.id}/approve`, buyer.token)).status).toBe(404);
    expect((await post(`/refund-requests/${asked.body.data.id}/approve`, friend.token)).status).toBe(404);
    expect((await approve(event, asked.body.data.id)).status).toBe(200);
    expect(await ticketStatus(given, friend.token)).toBe('refunded');
    const refunds = (await ledgerOf(orderId)).filter((e) => e.kind === 'refund');
    expect(refunds).toContainEqual({ account: 'buyer', kind: 'refund', amount_cents: PRICE });
    await t.app.jobs.runDueJobs();
    const told = await t.db.query<{ subject: string }>(
      `SELECT subject FROM outbox_messages WHERE recipient = (SELECT email FROM users WHERE id = $1)
          AND subject LIKE 'Refund approved%'`,
      [buyer.userId],
    );
    expect(told).toHaveLength(1);
  });
});

describe('partial requests and races', () => {
  it('picks tickets one at a time; the same ticket is never in two open requests', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: PRICE, quantity: 10 }] });
    const buyer = await seedUser(t.db);
    const order = await buyTickets(t.app, buyer.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 3 },
    ]);
    const [a, b, c] = order.tickets.map((x) => x.id);
    const both = await Promise.all([
      post(`/orders/${order.id}/refund-requests`, buyer.token, { reason: 'one', ticketIds: [a] }),
      post(`/orders/${order.id}/refund-requests`, buyer.token, { reason: 'two', ticketIds: [a] }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const second = await post(`/orders/${order.id}/refund-requests`, buyer.token, {
      reason: 'three',
      ticketIds: [b, b],
    });
    expect(second.body.data).toMatchObject({ ticketCount: 1, amountCents: PRICE });
    const first = both.find((r) => r.status === 200)!;

    // Two approvals at once on the same order: both refund, nothing is counted twice.
    const approvals = await Promise.all([
      approve(event, first.body.data.id),
      approve(event, second.body.data.id),
    ]);
    expect(approvals.map((r) => r.status)).toEqual([200, 200]);
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(1);
    expect(await ticketStatus(c!, buyer.token)).toBe('valid');
    const entries = await ledgerOf(order.id);
    expect(
      entries.filter((e) => e.account === 'host' && e.kind === 'refund').map((e) => e.amount_cents),
    ).toEqual([-PRICE, -PRICE]);
    expect(sum(entries)).toBe(0);
    const view = (await get(`/orders/${order.id}`, buyer.token)).body.data;
    expect(view.status).toBe('partially_refunded');
  });

  it('approves a request once however many approvals race, and decline after approve is a conflict', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: PRICE, quantity: 10 }] });
    const buyer = await seedUser(t.db);
    const order = await buyTickets(t.app, buyer.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 2 },
    ]);
    const asked = await post(`/orders/${order.id}/refund-requests`, buyer.token, { reason: 'x' });
    const results = await Promise.all([
      approve(event, asked.body.data.id),
      approve(event, asked.body.data.id),
      post(`/refund-requests/${asked.body.data.id}/decline`, event.host.token),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const entries = await ledgerOf(order.id);
    expect(entries.filter((e) => e.kind === 'refund').length).toBeLessThanOrEqual(2);
    expect(sum(entries)).toBe(0);
  });
});
