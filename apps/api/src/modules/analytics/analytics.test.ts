import { beforeAll, describe, expect, it } from 'vitest';
import {
  buyTickets,
  pay,
  placeOrder,
  type SeededEvent,
  type SeededUser,
  seedEvent,
  seedPromo,
  seedUser,
} from '../../../test/checkout-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';

/**
 * A known history built through the product's own calls (sales with promo codes, a refund,
 * RSVPs, check-ins, connection requests, a match, a decline), then every figure asserted.
 */

const t = useTestApp();

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  call(t.app, { method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

const analytics = (token: string, view: string, query: string) =>
  api('GET', `/host/analytics${view}?${query}`, token);

async function guest(profile: { gender?: string; intent?: string; birthdate?: string } = {}) {
  const g = await seedUser(t.db);
  await t.db.query('UPDATE users SET gender = $2, intent = $3, birthdate = $4 WHERE id = $1', [
    g.userId,
    profile.gender ?? 'Woman',
    profile.intent ?? 'Dating',
    profile.birthdate ?? '1995-06-15',
  ]);
  return g;
}

async function buyWithPromo(
  buyer: SeededUser,
  event: SeededEvent,
  typeIndex: number,
  quantity: number,
  code: string,
) {
  const placed = await placeOrder(
    t.app,
    buyer.token,
    event.eventId,
    [{ ticketTypeId: event.ticketTypeIds[typeIndex]!, quantity }],
    { promoCode: code },
  );
  expect(placed.status).toBe(200);
  const paid = await pay(t.app, buyer.token, placed.body.data.id);
  expect(paid.status).toBe(200);
  return paid.body.data;
}

async function codesOf(buyer: SeededUser, order: { tickets: { id: string }[] }) {
  const codes: string[] = [];
  for (const ticket of order.tickets)
    codes.push((await api('GET', `/tickets/${ticket.id}`, buyer.token)).body.data.code);
  return codes;
}

describe('a known history', () => {
  let event: SeededEvent;
  let host: SeededUser;
  let otherHost: SeededEvent;
  let g1: SeededUser;

  beforeAll(async () => {
    event = await seedEvent(t.db, {
      title: 'Spring Ball',
      ticketTypes: [
        { name: 'General', priceCents: 2000 },
        { name: 'VIP', priceCents: 5000 },
      ],
    });
    host = event.host;
    await seedPromo(t.db, event.eventId, { code: 'SAVE10', percentOff: 10 });
    await seedPromo(t.db, event.eventId, { code: 'FIVE', amountOffCents: 500 });
    // An earlier event of the same host, two months ago: g1 and g2 went, so they return.
    const earlier = await seedEvent(t.db, {
      host,
      title: 'Winter Ball',
      startsAt: new Date(Date.now() - 60 * 86_400_000),
    });

    g1 = await guest({ gender: 'Man', intent: 'Dating', birthdate: '2000-01-01' });
    const g2 = await guest({ gender: 'Woman', intent: 'Friendship', birthdate: '1980-01-01' });
    const g3 = await guest({ gender: 'Woman', intent: 'Dating' });
    const g4 = await guest();
    const g5 = await guest({ gender: 'Non-Binary' });
    const g6 = await guest();
    const g7 = await guest();
    for (const g of [g1, g2]) {
      await t.db.query(
        `INSERT INTO rsvps (event_id, user_id, answer, created_at, updated_at)
         VALUES ($1, $2, 'Yes', now() - interval '61 days', now() - interval '61 days')`,
        [earlier.eventId, g.userId],
      );
    }

    // Sales: 2 General at 10% off, 1 VIP at $5 off, 1 General, 3 General (refunded below).
    const o1 = await buyWithPromo(g1, event, 0, 2, 'SAVE10');
    const o2 = await buyWithPromo(g2, event, 1, 1, 'FIVE');
    await buyTickets(t.app, g3.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
    ]);
    const o4 = await buyTickets(t.app, g4.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 3 },
    ]);
    const request = await api('POST', `/orders/${o4.id}/refund-requests`, g4.token, { reason: 'Ill' });
    expect(
      (await api('POST', `/refund-requests/${request.body.data.id}/approve`, host.token, {})).status,
    ).toBe(200);

    // RSVPs: g5's Yes from before tickets went on sale (a ticketed event now takes a Yes only
    // with a ticket); g6 and g7 Maybe; g1's Maybe doesn't count (a ticket makes g1 Going).
    await t.db.query(`INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, 'Yes')`, [
      event.eventId,
      g5.userId,
    ]);
    for (const [g, answer] of [
      [g6, 'Maybe'],
      [g7, 'Maybe'],
      [g1, 'Maybe'],
    ] as const) {
      expect((await api('POST', `/events/${event.eventId}/rsvp`, g.token, { answer })).status).toBe(200);
    }

    // The door: both of g1's tickets and g2's. g3 never comes.
    for (const code of [...(await codesOf(g1, o1)), ...(await codesOf(g2, o2))]) {
      expect((await api('POST', `/events/${event.eventId}/redeem`, host.token, { code })).status).toBe(200);
    }

    // The party happened: it started three hours ago and ended an hour ago.
    await t.db.query(
      `UPDATE events SET starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour' WHERE id = $1`,
      [event.eventId],
    );

    // Requests: g1→g2 answered by g2→g1 (a match), g3→g1 declined, g5→g2 and g2→g3 pending.
    const connect = (from: SeededUser, to: SeededUser) =>
      api('POST', `/users/${to.userId}/connection`, from.token, { eventId: event.eventId });
    for (const [from, to] of [
      [g1, g2],
      [g2, g1],
      [g3, g1],
      [g5, g2],
      [g2, g3],
    ] as const) {
      expect((await connect(from, to)).status).toBe(200);
    }
    expect((await api('POST', `/users/${g3.userId}/connection/decline`, g1.token, {})).status).toBe(200);

    otherHost = await seedEvent(t.db, { title: 'Elsewhere' });
    const stranger = await seedUser(t.db);
    await buyTickets(t.app, stranger.token, otherHost.eventId, [
      { ticketTypeId: otherHost.ticketTypeIds[0]!, quantity: 4 },
    ]);
  });

  it('sums up the host in the overview, for all its events and for one', async () => {
    const all = await analytics(host.token, '', 'range=30d&tz=UTC');
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({
      range: '30d',
      tz: 'UTC',
      eventId: null,
      currency: 'USD',
      netRevenueCents: 10_100,
      ticketsSold: 7,
      orders: 4,
      refundsCents: 6000,
      going: 4,
      checkedIn: 2,
      matches: 1,
      connectionRequests: 4,
    });
    // All also counts the earlier event's two guests (they became Going two months ago).
    const ever = await analytics(host.token, '', 'range=all&tz=UTC');
    expect(ever.body.data).toMatchObject({ going: 6, netRevenueCents: 10_100, firstDay: null });
    const one = await analytics(host.token, '', `range=today&tz=UTC&eventId=${event.eventId}`);
    expect(one.body.data).toMatchObject({ eventId: event.eventId, going: 4, ticketsSold: 7 });
  });

  it('reconciles revenue with the orders and the ledger: gross, discounts, refunds, net, by event and type', async () => {
    const res = await analytics(host.token, '/revenue', 'range=7d&tz=UTC');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.totals).toEqual({
      grossCents: 17_000,
      discountCents: 900,
      refundsCents: 6000,
      netCents: 10_100,
      tickets: 7,
      orders: 4,
    });
    expect(d.series).toHaveLength(7);
    expect(d.series[6]).toEqual({
      date: d.lastDay,
      grossCents: 17_000,
      discountCents: 900,
      netCents: 10_100,
      refundsCents: 6000,
      tickets: 7,
    });
    expect(d.series.slice(0, 6).every((p: { tickets: number }) => p.tickets === 0)).toBe(true);
    expect(d.byEvent).toEqual([
      {
        eventId: event.eventId,
        title: 'Spring Ball',
        grossCents: 17_000,
        discountCents: 900,
        refundsCents: 6000,
        netCents: 10_100,
        tickets: 7,
      },
    ]);
    expect(d.byTicketType).toEqual([
      {
        ticketTypeId: event.ticketTypeIds[0],
        name: 'General',
        eventId: event.eventId,
        eventTitle: 'Spring Ball',
        grossCents: 12_000,
        discountCents: 400,
        refundsCents: 6000,
        netCents: 5600,
        tickets: 6,
      },
      {
        ticketTypeId: event.ticketTypeIds[1],
        name: 'VIP',
        eventId: event.eventId,
        eventTitle: 'Spring Ball',
        grossCents: 5000,
        discountCents: 500,
        refundsCents: 0,
        netCents: 4500,
        tickets: 1,
      },
    ]);
    // The host's side of the ledger says the same: sales minus refunds.
    const ledger = await t.db.maybeOne<{ n: number }>(
      `SELECT sum(amount_cents)::int AS n FROM ledger_entries WHERE organization_id = $1 AND account = 'host'`,
      [event.organizationId],
    );
    expect(ledger!.n).toBe(10_100);
  });

  it('counts guests: going, maybe, checked in, no-shows, and hides every cell under 5', async () => {
    const res = await analytics(host.token, '/guests', 'range=today&tz=UTC');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ going: 4, maybe: 2, checkedIn: 2, noShows: 1 });
    expect(d.series).toEqual([{ date: d.lastDay, going: 4, maybe: 2, checkedIn: 2, noShows: 1 }]);
    for (const breakdown of [d.newVsReturning, d.byGender, d.byIntent, d.ageBands]) {
      expect(
        breakdown.every((c: { count: null; suppressed: boolean }) => c.suppressed && c.count === null),
      ).toBe(true);
    }
    expect(d.newVsReturning.map((c: { key: string }) => c.key)).toEqual(['new', 'returning']);
    expect(JSON.stringify(d)).not.toContain(g1.userId);
  });

  it('counts the match and the requests: sent, matched, declined, pending', async () => {
    const m = await analytics(host.token, '/matches', 'range=30d&tz=UTC');
    expect(m.body.data).toMatchObject({ matches: 1, going: 4, matchRate: 0.25 });
    expect(m.body.data.byEvent).toEqual([
      { eventId: event.eventId, title: 'Spring Ball', matches: 1, going: 4, matchRate: 0.25 },
    ]);
    expect(m.body.data.series.reduce((s: number, p: { matches: number }) => s + p.matches, 0)).toBe(1);
    const r = await analytics(host.token, '/connection-requests', 'range=30d&tz=UTC');
    expect(r.body.data).toMatchObject({ sent: 4, matched: 1, declined: 1, pending: 2, acceptRate: 0.25 });
    expect(r.body.data.series.at(-1)).toEqual({
      date: r.body.data.lastDay,
      sent: 4,
      matched: 1,
      declined: 1,
      pending: 2,
    });
  });

  it('keeps tenants apart: another host, a guest, another organization, another event', async () => {
    const theirs = await analytics(otherHost.host.token, '', 'range=all&tz=UTC');
    expect(theirs.body.data).toMatchObject({ ticketsSold: 4, orders: 1, going: 1, matches: 0 });
    expect((await analytics(otherHost.host.token, '', `eventId=${event.eventId}`)).status).toBe(404);
    expect((await analytics(host.token, '/revenue', `eventId=${otherHost.eventId}`)).status).toBe(404);
    expect((await analytics(otherHost.host.token, '', `organizationId=${event.organizationId}`)).status).toBe(
      403,
    );
    expect((await analytics(host.token, '', `organizationId=${crypto.randomUUID()}`)).status).toBe(404);
    for (const view of ['', '/revenue', '/guests', '/matches', '/connection-requests']) {
      expect((await analytics(g1.token, view, 'range=all')).status).toBe(403);
    }
    expect((await call(t.app, { method: 'GET', url: '/api/v1/host/analytics' })).status).toBe(401);
  });

  it('refuses an unknown range or zone with a reason', async () => {
    const range = await analytics(host.token, '', 'range=year');
    expect(range.status).toBe(400);
    expect(JSON.stringify(range.body.error)).toContain('range must be one of all, today, 7d, 30d');
    const zone = await analytics(host.token, '', 'tz=Mars/Olympus');
    expect(zone.status).toBe(400);
    expect(JSON.stringify(zone.body.error)).toContain('valid time zone');
  });

  it('exports each view as CSV named after the view and range', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/host/analytics/revenue?range=7d&tz=UTC&format=csv',
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="mingle-analytics-revenue-7d.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Gross (USD),Discounts (USD),Refunds (USD),Net (USD),Tickets');
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines.at(-1)).toBe('Total,170.00,9.00,60.00,101.00,7');
    for (const view of ['', '/guests', '/matches', '/connection-requests']) {
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/v1/host/analytics${view}?range=all&format=csv`,
        headers: { authorization: `Bearer ${host.token}` },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toContain(`-${view.slice(1) || 'overview'}-all.csv`);
      expect(csv.body.split('\r\n')[0]).toMatch(/^(Date|First day),/);
    }
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/v1/host/analytics?range=30d&format=csv',
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(overview.body.split('\r\n')[1]).toMatch(/,UTC,101\.00,7,4,60\.00,4,2,1,4$/);
  });
});
