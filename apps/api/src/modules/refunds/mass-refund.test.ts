import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, seedEvent, seedPromo, seedUser, soldCount } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: object = {}, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: `/api/v1${url}`, token, payload, headers });
const get = (url: string, token: string) => call(t.app, { method: 'GET', url: `/api/v1${url}`, token });

/** Every ledger line of the event summed per account: a balanced ledger sums to 0 overall. */
async function sums(eventId: string) {
  return t.db.maybeOne<{ total: number; host: number; platform: number; buyer: number }>(
    `SELECT COALESCE(sum(amount_cents), 0)::int AS total,
            COALESCE(sum(amount_cents) FILTER (WHERE account = 'host'), 0)::int AS host,
            COALESCE(sum(amount_cents) FILTER (WHERE account = 'platform'), 0)::int AS platform,
            COALESCE(sum(amount_cents) FILTER (WHERE account = 'buyer'), 0)::int AS buyer
       FROM ledger_entries WHERE event_id = $1`,
    [eventId],
  );
}

describe('cancelling refunds everyone, fees included, in the same step', () => {
  // Four buyers, a share and a claim, a promo code and the jobs: slow on a busy machine.
  it('previews the money, refuses a stale total, then cancels and refunds every ticket with its fee', {
    timeout: 120_000,
  }, async () => {
    const event = await seedEvent(t.db, { title: 'Gala', ticketTypes: [{ priceCents: 3000, quantity: 50 }] });
    await seedPromo(t.db, event.eventId, { code: 'HALF', percentOff: 50 });
    const [ann, ben, cat] = await Promise.all([seedUser(t.db), seedUser(t.db), seedUser(t.db)]);
    const friend = await seedUser(t.db, { name: 'Fran Friend', email: 'fran-cancel@test.local' });
    const a = await buyTickets(t.app, ann!.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 2 },
    ]);
    // Ann gave one ticket to a friend: the host's refund pays Ann's card and tells the friend.
    const share = await post(`/tickets/${a.tickets[0]!.id}/share`, ann!.token);
    await post(`/shared/${share.body.data.shareToken}/claim`, friend.token);
    const b = await buyTickets(t.app, ben!.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
    ]);
    // Ben already asked; cancelling approves his request and returns his fee too.
    await post(`/orders/${b.id}/refund-requests`, ben!.token, { reason: 'Cannot come' });
    const placed = await post(`/events/${event.eventId}/orders`, cat!.token, {
      items: [{ ticketTypeId: event.ticketTypeIds[0], quantity: 1 }],
      promoCode: 'HALF',
    });
    await post(`/orders/${placed.body.data.id}/pay`, cat!.token, { cardNumber: '4242424242424242' });

    // $60 + $30 + $15 of tickets; fees (300 + 200) + (150 + 100) + (75 + 100) = 925.
    const preview = await post(`/events/${event.eventId}/refunds/preview`, event.host.token);
    expect(preview.body.data).toEqual({
      orderCount: 3,
      ticketCount: 4,
      refundCents: 11425,
      feesRefundedCents: 925,
      currency: 'USD',
    });

    const stale = await post(`/events/${event.eventId}/cancel`, event.host.token, {
      message: 'The venue flooded',
      expectedRefundCents: 10500,
    });
    expect(stale.status).toBe(409);
    expect((await get(`/events/${event.eventId}`, event.host.token)).body.data.status).toBe('published');

    const cancelled = await post(`/events/${event.eventId}/cancel`, event.host.token, {
      message: 'The venue flooded',
      expectedRefundCents: 11425,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    // Cancelling again changes nothing and refunds nothing twice.
    expect((await post(`/events/${event.eventId}/cancel`, event.host.token, { message: 'x' })).status).toBe(
      200,
    );

    await t.app.jobs.runDueJobs();
    const orders = await t.db.query<{ status: string; refunded_cents: number; total_cents: number }>(
      'SELECT status, refunded_cents, total_cents FROM orders WHERE event_id = $1 ORDER BY total_cents',
      [event.eventId],
    );
    expect(orders.every((o) => o.status === 'refunded' && o.refunded_cents === o.total_cents)).toBe(true);
    // Every cent went back: the host and Mingle keep nothing, buyers are whole.
    expect(await sums(event.eventId)).toEqual({ total: 0, host: 0, platform: 0, buyer: 0 });
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
    expect(
      (await post(`/events/${event.eventId}/refunds/preview`, event.host.token)).body.data,
    ).toMatchObject({
      orderCount: 0,
      refundCents: 0,
    });

    const notes = await get('/notifications', friend.token);
    expect(notes.body.data.items.map((n: { payload: { kind: string } }) => n.payload.kind)).toContain(
      'ticket_refunded',
    );
    const told = await t.db.query<{ subject: string }>(
      `SELECT subject FROM outbox_messages WHERE recipient = 'fran-cancel@test.local' ORDER BY sent_at`,
    );
    expect(told.map((m) => m.subject)).toContain('Your ticket was refunded: Gala');
    // Refunded in the same step, the friend still gets the host's reason.
    expect(told.map((m) => m.subject)).toContain('Cancelled: Gala');
  });

  it('keeps the fee of an earlier guest refund and returns it with the rest when the host cancels', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 2000, quantity: 10 }] });
    const guest = await seedUser(t.db);
    const order = await buyTickets(t.app, guest.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 2 },
    ]);
    const one = await post(`/orders/${order.id}/refund-requests`, guest.token, {
      reason: 'One friend is ill',
      ticketIds: [order.tickets[0]!.id],
    });
    await post(`/refund-requests/${one.body.data.id}/approve`, event.host.token);
    await t.app.jobs.runDueJobs();
    // $20 back, the fee ($2 + $2) kept for now.
    expect(await sums(event.eventId)).toEqual({ total: 0, host: 2000, platform: 400, buyer: -2400 });

    const done = await post(`/events/${event.eventId}/cancel`, event.host.token, { message: 'Rain' });
    expect(done.status).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await sums(event.eventId)).toEqual({ total: 0, host: 0, platform: 0, buyer: 0 });
  });

  it('with refund: false cancels only; refunding everyone later returns the fees too', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1000, quantity: 10 }] });
    const guest = await seedUser(t.db);
    await buyTickets(t.app, guest.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
    ]);
    const res = await post(`/events/${event.eventId}/cancel`, event.host.token, {
      message: 'Sorry',
      refund: false,
    });
    expect(res.status).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await sums(event.eventId)).toMatchObject({ host: 1000, platform: 150 });

    const preview = (await post(`/events/${event.eventId}/refunds/preview`, event.host.token)).body.data;
    expect(preview).toMatchObject({ refundCents: 1150, feesRefundedCents: 150 });
    const done = await post(
      `/events/${event.eventId}/refunds`,
      event.host.token,
      { expectedRefundCents: 1150 },
      { 'idempotency-key': 'mass-1' },
    );
    expect(done.status).toBe(200);
    const replay = await post(
      `/events/${event.eventId}/refunds`,
      event.host.token,
      { expectedRefundCents: 1150 },
      { 'idempotency-key': 'mass-1' },
    );
    expect(replay.body).toEqual(done.body);
    await t.app.jobs.runDueJobs();
    expect(await sums(event.eventId)).toEqual({ total: 0, host: 0, platform: 0, buyer: 0 });
  });

  it('counts no free entry as a paid ticket: nothing to refund, the entry left as it is', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 0, quantity: 10 }] });
    const guest = await seedUser(t.db);
    const order = await buyTickets(t.app, guest.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
    ]);
    const preview = await post(`/events/${event.eventId}/refunds/preview`, event.host.token);
    expect(preview.body.data).toMatchObject({ orderCount: 0, ticketCount: 0, refundCents: 0 });
    expect((await post(`/events/${event.eventId}/cancel`, event.host.token, { message: 'x' })).status).toBe(
      200,
    );
    const ticket = await get(`/tickets/${order.tickets[0]!.id}`, guest.token);
    expect(ticket.body.data.status).toBe('valid');
  });

  it('is for the host of the event only', async () => {
    const event = await seedEvent(t.db);
    const stranger = await seedUser(t.db);
    expect((await post(`/events/${event.eventId}/refunds/preview`, stranger.token)).status).toBe(403);
    expect((await post(`/events/${event.eventId}/cancel`, stranger.token, { message: 'x' })).status).toBe(
      403,
    );
    expect(
      (await post(`/events/${event.eventId}/refunds`, stranger.token, { expectedRefundCents: 0 })).status,
    ).toBe(403);
    expect(
      (await post(`/events/${event.eventId}/cancel`, event.host.token, { message: 'x', refund: 'yes' }))
        .status,
    ).toBe(400);
  });
});
