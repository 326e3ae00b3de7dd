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

describe('refunding everyone of a cancelled event', () => {
  it('previews the total, refunds every paid order when confirmed, and keeps the fees', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 3000, quantity: 50 }] });
    await seedPromo(t.db, event.eventId, { code: 'HALF', percentOff: 50 });
    const guests = await Promise.all([seedUser(t.db), seedUser(t.db), seedUser(t.db)]);
    await buyTickets(t.app, guests[0]!.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 2 },
    ]);
    const b = await buyTickets(t.app, guests[1]!.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
    ]);
    // One guest already asked; the mass refund takes their request over.
    await post(`/orders/${b.id}/refund-requests`, guests[1]!.token, { reason: 'Cannot come' });
    const placed = await post(`/events/${event.eventId}/orders`, guests[2]!.token, {
      items: [{ ticketTypeId: event.ticketTypeIds[0], quantity: 1 }],
      promoCode: 'HALF',
    });
    await post(`/orders/${placed.body.data.id}/pay`, guests[2]!.token, { cardNumber: '4242424242424242' });

    const early = await post(`/events/${event.eventId}/refunds/preview`, event.host.token);
    expect(early.status).toBe(422);
    expect(early.body.error.message).toBe('Cancel the event before refunding everyone');
    await t.db.query(`UPDATE events SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [
      event.eventId,
    ]);

    const preview = await post(`/events/${event.eventId}/refunds/preview`, event.host.token);
    // $60 + $30 + $15; fees: (300 + 200) + (150 + 100) + (75 + 100)
    expect(preview.body.data).toEqual({
      orderCount: 3,
      ticketCount: 4,
      refundCents: 10500,
      feesKeptCents: 925,
      currency: 'USD',
    });

    const stale = await post(`/events/${event.eventId}/refunds`, event.host.token, {
      expectedRefundCents: 9000,
    });
    expect(stale.status).toBe(409);
    const done = await post(
      `/events/${event.eventId}/refunds`,
      event.host.token,
      { expectedRefundCents: 10500 },
      { 'idempotency-key': 'mass-1' },
    );
    expect(done.status).toBe(200);
    expect(done.body.data.refundCents).toBe(10500);
    const replay = await post(
      `/events/${event.eventId}/refunds`,
      event.host.token,
      { expectedRefundCents: 10500 },
      { 'idempotency-key': 'mass-1' },
    );
    expect(replay.body).toEqual(done.body);

    await t.app.jobs.runDueJobs();
    const orders = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE event_id = $1', [
      event.eventId,
    ]);
    expect(orders.map((o) => o.status)).toEqual(['refunded', 'refunded', 'refunded']);
    const requests = await t.db.query<{ status: string; refund_status: string }>(
      'SELECT status, refund_status FROM refund_requests WHERE event_id = $1',
      [event.eventId],
    );
    expect(requests).toHaveLength(3);
    expect(requests.every((r) => r.status === 'approved' && r.refund_status === 'succeeded')).toBe(true);
    const sums = await t.db.maybeOne<{ total: number; host: number; platform: number }>(
      `SELECT sum(amount_cents)::int AS total,
              sum(amount_cents) FILTER (WHERE account = 'host')::int AS host,
              sum(amount_cents) FILTER (WHERE account = 'platform')::int AS platform
         FROM ledger_entries WHERE event_id = $1`,
      [event.eventId],
    );
    expect(sums).toEqual({ total: 0, host: 0, platform: 925 });
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
    const again = await post(`/events/${event.eventId}/refunds/preview`, event.host.token);
    expect(again.body.data).toMatchObject({ orderCount: 0, refundCents: 0 });
  });

  it('is for the host of the event only', async () => {
    const event = await seedEvent(t.db, { status: 'cancelled' });
    const stranger = await seedUser(t.db);
    expect((await post(`/events/${event.eventId}/refunds/preview`, stranger.token)).status).toBe(403);
    expect(
      (await post(`/events/${event.eventId}/refunds`, stranger.token, { expectedRefundCents: 0 })).status,
    ).toBe(403);
  });
});
