import { ANALYTICS_TOP_ROWS } from '@mingle/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buyTickets,
  type SeededEvent,
  type SeededUser,
  seedEvent,
  seedUser,
} from '../../../test/checkout-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';
import { getOverview } from './analytics.service.ts';
import { analyticsApi, buildKnownHistory } from './analytics-fixtures.ts';

/** Every figure of the analytics views, asserted against a known history. */
const t = useTestApp();
const { analytics } = analyticsApi(t);

describe('a known history', () => {
  let event: SeededEvent;
  let host: SeededUser;
  let otherHost: SeededEvent;
  let g1: SeededUser;

  beforeAll(async () => {
    ({ event, host, otherHost, g1 } = await buildKnownHistory(t));
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

  it('reads only what the team role allows, the check being part of the report queries', async () => {
    const views = ['', '/revenue', '/guests', '/matches', '/connection-requests'];
    const theirOrg = `organizationId=${event.organizationId}`;
    for (const view of views) {
      const refused = await analytics(otherHost.host.token, view, `range=all&${theirOrg}`);
      expect(refused.status).toBe(403);
      expect(refused.body.data).toBeUndefined();
    }
    // A refusal comes before a zone the route let through but the runtime doesn't know.
    const zoneless = getOverview(t.app.ctx, g1.userId, { range: 'all', tz: 'Nowhere/Land' }, new Date());
    await expect(zoneless).rejects.toMatchObject({ status: 403 });
    const join = (role: string) =>
      t.db.query(
        `INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (organization_id, user_id) DO UPDATE SET role = $3`,
        [event.organizationId, otherHost.host.userId, role],
      );
    await join('cohost');
    // Their own organization stays the default; asking for the other one gives its figures.
    const own = await analytics(otherHost.host.token, '', 'range=all');
    expect(own.body.data).toMatchObject({ ticketsSold: 4, going: 1 });
    const cohosted = await analytics(otherHost.host.token, '/revenue', `range=30d&tz=UTC&${theirOrg}`);
    expect(cohosted.body.data.totals).toMatchObject({ netCents: 10_100, tickets: 7 });
    await join('door');
    for (const view of views)
      expect((await analytics(otherHost.host.token, view, `range=all&${theirOrg}`)).status).toBe(403);
    await t.db.query('DELETE FROM organization_members WHERE organization_id = $1 AND user_id = $2', [
      event.organizationId,
      otherHost.host.userId,
    ]);
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

  it('puts the guest breakdowns in the guests CSV, a hidden cell as "<5" as on screen', async () => {
    const json = await analytics(host.token, '/guests', 'range=all');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/host/analytics/guests?range=all&format=csv',
      headers: { authorization: `Bearer ${host.token}` },
    });
    const lines = csv.body.trimEnd().split('\r\n');
    const at = lines.indexOf('Breakdown,Group,Guests,,');
    expect(lines[at - 1]).toBe(',,,,');
    const expected = (
      [
        ['New vs returning', 'newVsReturning'],
        ['Gender', 'byGender'],
        ['Intent', 'byIntent'],
        ['Age band', 'ageBands'],
      ] as const
    ).flatMap(([label, field]) =>
      (json.body.data[field] as { key: string; count: number | null; suppressed: boolean }[]).map(
        (c) => `${label},${c.key},${c.suppressed ? '<5' : c.count},,`,
      ),
    );
    expect(lines.slice(at + 1)).toEqual(expected);
    expect(expected.some((l) => l.includes('<5'))).toBe(true);
  });
});

describe('a host with more events and ticket types than the lists show', () => {
  it(`shows the top ${ANALYTICS_TOP_ROWS} by net revenue and one Other row summing the rest exactly`, async () => {
    expect(ANALYTICS_TOP_ROWS).toBe(10);
    // Gala: twelve types at $1 to $12; Nights 1 to 10: one type each at $1.50 to $10.50. One
    // ticket of every type sold, so each type's net is its price.
    const gala = await seedEvent(t.db, {
      title: 'Gala',
      ticketTypes: Array.from({ length: 12 }, (_, i) => ({ name: `G${i + 1}`, priceCents: (i + 1) * 100 })),
    });
    const host = gala.host;
    const nights: SeededEvent[] = [];
    for (let n = 1; n <= 10; n++)
      nights.push(
        await seedEvent(t.db, {
          host,
          title: `Night ${n}`,
          ticketTypes: [{ name: `N${n}`, priceCents: n * 100 + 50 }],
        }),
      );
    const buyer = await seedUser(t.db);
    for (const id of gala.ticketTypeIds)
      await buyTickets(t.app, buyer.token, gala.eventId, [{ ticketTypeId: id, quantity: 1 }]);
    for (const night of nights)
      await buyTickets(t.app, buyer.token, night.eventId, [
        { ticketTypeId: night.ticketTypeIds[0]!, quantity: 1 },
      ]);

    const res = await analytics(host.token, '/revenue', 'range=30d&tz=UTC');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.totals).toEqual({
      grossCents: 13_800,
      discountCents: 0,
      refundsCents: 0,
      netCents: 13_800,
      tickets: 22,
      orders: 22,
    });
    const money = (cents: number, tickets = 1) => ({
      grossCents: cents,
      discountCents: 0,
      refundsCents: 0,
      netCents: cents,
      tickets,
    });
    const night = (n: number) => nights[n - 1]!;
    expect(d.byEvent).toEqual([
      { eventId: gala.eventId, title: 'Gala', ...money(7800, 12) },
      ...[10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => ({
        eventId: night(n).eventId,
        title: `Night ${n}`,
        ...money(n * 100 + 50),
      })),
      { eventId: null, title: null, ...money(150), others: 1 },
    ]);
    const galaType = (k: number) => ({
      ticketTypeId: gala.ticketTypeIds[k - 1],
      name: `G${k}`,
      eventId: gala.eventId,
      eventTitle: 'Gala',
      ...money(k * 100),
    });
    const nightType = (n: number) => ({
      ticketTypeId: night(n).ticketTypeIds[0],
      name: `N${n}`,
      eventId: night(n).eventId,
      eventTitle: `Night ${n}`,
      ...money(n * 100 + 50),
    });
    expect(d.byTicketType).toEqual([
      galaType(12),
      galaType(11),
      nightType(10),
      galaType(10),
      nightType(9),
      galaType(9),
      nightType(8),
      galaType(8),
      nightType(7),
      galaType(7),
      // G1 to G6 ($21) and N1 to N6 ($24).
      { ticketTypeId: null, name: null, eventId: null, eventTitle: null, ...money(4500, 12), others: 12 },
    ]);
    // Over All the same cut, from the all-time totals.
    const all = await analytics(host.token, '/revenue', 'range=all&tz=UTC');
    expect(all.body.data.byEvent).toEqual(d.byEvent);
    expect(all.body.data.byTicketType).toEqual(d.byTicketType);
    // One event: its own types, cut the same way.
    const one = await analytics(host.token, '/revenue', `range=30d&tz=UTC&eventId=${gala.eventId}`);
    expect(one.body.data.byTicketType.map((r: { name: string | null }) => r.name)).toEqual([
      ...[12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((k) => `G${k}`),
      null,
    ]);
    expect(one.body.data.byTicketType.at(-1)).toMatchObject({ ...money(300, 2), others: 2 });
  });
});
