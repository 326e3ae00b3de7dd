import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/helpers.ts';
import { api, eventWithSales, makePayoutReady } from './payout-fixtures.ts';

/**
 * Earnings are released PAYOUT_HOLD_HOURS (24) after the event really ended, and an ended
 * event can no longer be moved: a host can't end an event early, take the money and move it
 * back (docs/adr/0003).
 */
const t = useTestApp();
const http = api(t);
const HOUR = 60 * 60 * 1000;

const patchEvent = (eventId: string, token: string, payload: object) =>
  call(t.app, { method: 'PATCH', url: `/api/v1/events/${eventId}`, token, payload });

const setEnd = (eventId: string, hoursAgo: number) =>
  t.db.query('UPDATE events SET starts_at = $2, ends_at = $3 WHERE id = $1', [
    eventId,
    new Date(Date.now() - (hoursAgo + 3) * HOUR),
    new Date(Date.now() - hoursAgo * HOUR),
  ]);

describe('payout hold', () => {
  it('keeps earnings pending after an early end, and refuses to move the ended event back', async () => {
    const sale = await eventWithSales(t.app, t.db, { priceCents: 10_000, quantity: 3, ended: false });
    await makePayoutReady(t.db, sale.organizationId);
    const soon = Date.now() + 1500;
    const moved = await patchEvent(sale.eventId, sale.host.token, {
      startsAt: new Date(soon - 500).toISOString(),
      endsAt: new Date(soon).toISOString(),
    });
    expect(moved.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, soon - Date.now() + 300));

    const payout = await http.post('/payouts', sale.host.token, { amountCents: 30_000 });
    expect(payout.status).toBe(422);
    expect(payout.body.error.code).toBe('INSUFFICIENT_BALANCE');
    const balance = await http.get('/payouts/balance', sale.host.token);
    expect(balance.body.data).toMatchObject({ availableCents: 0, pendingCents: 30_000 });

    const back = await patchEvent(sale.eventId, sale.host.token, {
      startsAt: new Date(Date.now() + 20 * 24 * HOUR).toISOString(),
      endsAt: new Date(Date.now() + 20 * 24 * HOUR + 3 * HOUR).toISOString(),
    });
    expect(back.status).toBe(422);
    expect(Object.keys(back.body.error.fields)).toEqual(expect.arrayContaining(['startsAt', 'endsAt']));
    const onlyEnd = await patchEvent(sale.eventId, sale.host.token, {
      endsAt: new Date(Date.now() + 3 * HOUR).toISOString(),
    });
    expect(onlyEnd.status).toBe(422);
    expect(onlyEnd.body.error.fields).toHaveProperty('endsAt');

    // Its texts may still change.
    const retitled = await patchEvent(sale.eventId, sale.host.token, { title: 'Summer Party (photos up)' });
    expect(retitled.status).toBe(200);
  });

  it('releases earnings PAYOUT_HOLD_HOURS after the end, not before', async () => {
    const sale = await eventWithSales(t.app, t.db, { priceCents: 2500, quantity: 2, ended: false });
    await makePayoutReady(t.db, sale.organizationId);
    await setEnd(sale.eventId, 23);
    const held = await http.get('/payouts/balance', sale.host.token);
    expect(held.body.data).toMatchObject({ availableCents: 0, pendingCents: 5000, lifetimeNetCents: 5000 });
    expect((await http.post('/payouts', sale.host.token, { amountCents: 1 })).status).toBe(422);

    await setEnd(sale.eventId, 25);
    const released = await http.get('/payouts/balance', sale.host.token);
    expect(released.body.data).toMatchObject({ availableCents: 5000, pendingCents: 0 });
    expect((await http.post('/payouts', sale.host.token, { amountCents: 5000 })).status).toBe(200);
  });
});
