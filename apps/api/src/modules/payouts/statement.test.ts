import { describe, expect, it } from 'vitest';
import { buyTickets, seedEvent, seedPromo, seedUser } from '../../../test/checkout-fixtures.ts';
import { useTestApp } from '../../../test/helpers.ts';
import { csvCell } from '../../lib/csv.ts';
import { api, endEvent, eventWithSales, makePayoutReady, runJobsLater } from './payout-fixtures.ts';

const t = useTestApp();
const http = api(t);

const today = () => new Date().toISOString().slice(0, 10);

describe('statement', () => {
  it('shows gross, discounts, buyer fees, refunds and net per event and overall', async () => {
    const host = await seedUser(t.db, { name: 'Hana Host' });
    const event = await seedEvent(t.db, {
      host,
      title: '=HYPERLINK("x")',
      ticketTypes: [{ priceCents: 2000 }],
    });
    await seedPromo(t.db, event.eventId, { code: 'TEN', percentOff: 10 });
    const buyer = await seedUser(t.db);
    const placed = await http.post(`/events/${event.eventId}/orders`, buyer.token, {
      items: [{ ticketTypeId: event.ticketTypeIds[0], quantity: 2 }],
      promoCode: 'TEN',
    });
    expect(placed.status).toBe(200);
    const paid = await http.post(`/orders/${placed.body.data.id}/pay`, buyer.token, {
      cardNumber: '4242424242424242',
    });
    expect(paid.status).toBe(200);
    const secondBuyer = await seedUser(t.db);
    const second = await buyTickets(t.app, secondBuyer.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0] as string, quantity: 1 },
    ]);
    const asked = await http.post(`/orders/${second.id}/refund-requests`, secondBuyer.token, {
      reason: 'ill',
    });
    expect((await http.post(`/refund-requests/${asked.body.data.id}/approve`, host.token, {})).status).toBe(
      200,
    );
    await runJobsLater(t.app);
    await endEvent(t.db, event.eventId);
    const other = await eventWithSales(t.app, t.db, { host, priceCents: 1000, quantity: 1 });
    await makePayoutReady(t.db, other.organizationId);
    expect((await http.post('/payouts', host.token, { amountCents: 500 })).status).toBe(200);
    await runJobsLater(t.app);

    const res = await http.get(`/payouts/statement?from=${today()}&to=${today()}`, host.token);
    expect(res.status).toBe(200);
    const s = res.body.data;
    // 3 × $20 gross, 10% off two ($4), fees $3.80 and $2 (kept by Mingle), one $20 ticket refunded.
    const first = s.byEvent.find((e: { eventId: string }) => e.eventId === event.eventId);
    expect(first).toMatchObject({
      grossCents: 6000,
      discountCents: 400,
      buyerFeesCents: 380 + 200,
      refundsCents: 2000,
      netCents: 3600,
    });
    expect(s).toMatchObject({
      grossCents: 7000,
      discountCents: 400,
      buyerFeesCents: 580 + 150,
      refundsCents: 2000,
      netCents: 4600,
      payoutsCents: 500,
    });
    const balance = (await http.get('/payouts/balance', host.token)).body.data;
    expect(s.netCents).toBe(balance.lifetimeNetCents);

    const one = await http.get(`/payouts/statement?eventId=${other.eventId}`, host.token);
    expect(one.body.data).toMatchObject({ grossCents: 1000, netCents: 1000, payoutsCents: 0 });
    expect(one.body.data.byEvent).toHaveLength(1);

    const later = await http.get('/payouts/statement?from=2999-01-01', host.token);
    expect(later.body.data).toMatchObject({ grossCents: 0, netCents: 0, byEvent: [] });
  });

  it('downloads the ledger lines as formula-safe CSV', async () => {
    const host = await seedUser(t.db, { name: 'Hana Host' });
    await eventWithSales(t.app, t.db, {
      host,
      title: '=HYPERLINK("http://evil")',
      priceCents: 1500,
      quantity: 1,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payouts/statement?format=csv',
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="mingle-statement-.*\.csv"/);
    const [header, ...rows] = res.body.trim().split('\r\n');
    expect(header).toBe('date,type,event,event_id,order_id,payout_id,amount_cents,amount,currency');
    expect(rows).toHaveLength(2);
    expect(rows.join('\n')).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(rows.some((r) => r.includes('ticket sale') && r.includes(',1500,15.00,USD'))).toBe(true);
    expect(rows.some((r) => r.includes('buyer fee (kept by Mingle)'))).toBe(true);
  });

  it('refuses bad ranges with a field message', async () => {
    const host = await seedUser(t.db);
    await seedEvent(t.db, { host });
    const res = await http.get('/payouts/statement?from=2026-02-10&to=2026-02-01', host.token);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('to');
    expect((await http.get('/payouts/statement?from=yesterday', host.token)).status).toBe(400);
  });

  it('refuses dates the database cannot hold with 400 on the field, never 500', async () => {
    const host = await seedUser(t.db);
    await seedEvent(t.db, { host });
    const cases: [string, string][] = [
      ['to=9999-12-31', 'to'],
      ['from=0000-01-01', 'from'],
      ['to=0001-01-01', 'to'],
    ];
    for (const [query, field] of cases) {
      const res = await http.get(`/payouts/statement?${query}`, host.token);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields, query).toHaveProperty(field);
    }
    expect((await http.get('/payouts/statement?from=1000-01-01&to=9998-12-31', host.token)).status).toBe(200);
  });

  it('defuses formula cells but leaves numbers alone', () => {
    expect(csvCell('-1500')).toBe('-1500');
    expect(csvCell('-15.00')).toBe('-15.00');
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
  });
});
