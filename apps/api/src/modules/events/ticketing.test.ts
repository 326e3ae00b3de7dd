import { ZPromoCode, ZTicketType } from '@mingle/shared/schemas/events';
import { describe, expect, it } from 'vitest';
import { buyTickets, placeOrder, soldCount } from '../../../test/checkout-fixtures.ts';
import {
  addTicketType,
  createDraft,
  createPublishedEvent,
  useHostApp,
} from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';

describe('ticket types and promo codes', () => {
  const { t, host } = useHostApp();

  const req = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
    call(t.app, { method, url: `/api/v1${url}`, token: host.token, ...(payload ? { payload } : {}) });

  it('adds, changes and removes ticket types, keeping the event minimum price', async () => {
    const draft = await createDraft(t, host);
    const vip = ZTicketType.parse(
      await addTicketType(t, host, draft.id, { name: 'VIP', priceCents: 5000, quantity: 10 }),
    );
    expect(vip).toMatchObject({ currency: 'USD', sold: 0, remaining: 10, maxPerOrder: null });
    const ga = await addTicketType(t, host, draft.id, { name: 'GA', priceCents: 1500, maxPerOrder: 4 });
    expect((await req('GET', `/events/${draft.id}`)).body.data).toMatchObject({
      minPriceCents: 1500,
      currency: 'USD',
    });

    const changed = await req('PATCH', `/events/${draft.id}/ticket-types/${ga.id}`, {
      priceCents: 900,
      name: 'Early',
    });
    expect(changed.body.data).toMatchObject({ name: 'Early', priceCents: 900, maxPerOrder: 4 });
    expect((await req('GET', `/events/${draft.id}`)).body.data.minPriceCents).toBe(900);

    const euro = await req('POST', `/events/${draft.id}/ticket-types`, {
      name: 'EU',
      priceCents: 1,
      quantity: 1,
      currency: 'eur',
    });
    expect(euro.status).toBe(422);
    expect(euro.body.error.fields.currency).toMatch(/USD/);

    expect((await req('DELETE', `/events/${draft.id}/ticket-types/${ga.id}`)).status).toBe(200);
    expect((await req('GET', `/events/${draft.id}`)).body.data.minPriceCents).toBe(5000);
    expect((await req('DELETE', `/events/${draft.id}/ticket-types/${ga.id}`)).status).toBe(404);
  });

  it('validates prices, quantities and sales windows', async () => {
    const draft = await createDraft(t, host);
    const bad = await req('POST', `/events/${draft.id}/ticket-types`, {
      name: '',
      priceCents: -1,
      quantity: 0,
      salesStart: '2030-01-02T00:00:00Z',
      salesEnd: '2030-01-01T00:00:00Z',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['name', 'priceCents', 'quantity', 'salesEnd']);
    const window = await req('POST', `/events/${draft.id}/ticket-types`, {
      name: 'Late',
      priceCents: 100,
      quantity: 5,
      salesStart: '2030-01-02T00:00:00Z',
      salesEnd: '2030-01-01T00:00:00Z',
    });
    expect(window.body.error.fields).toEqual({ salesEnd: 'Sales must end after they start' });
    expect(
      (await req('POST', `/events/${draft.id}/ticket-types`, { name: 'X', priceCents: 1.5, quantity: 1 }))
        .status,
    ).toBe(400);
  });

  it('never deletes a sold ticket type, never sells below what is sold, and keeps one on a published event', async () => {
    const event = await createPublishedEvent(t, host);
    const only = event.ticketTypes[0]!;
    expect((await req('DELETE', `/events/${event.id}/ticket-types/${only.id}`)).status).toBe(409);
    const second = await addTicketType(t, host, event.id, { name: 'Second', quantity: 10 });
    await t.db.query('UPDATE ticket_types SET sold = 3 WHERE id = $1', [second.id]);
    expect((await req('DELETE', `/events/${event.id}/ticket-types/${second.id}`)).status).toBe(409);
    const shrink = await req('PATCH', `/events/${event.id}/ticket-types/${second.id}`, { quantity: 2 });
    expect(shrink.status).toBe(422);
    expect(shrink.body.error.fields.quantity).toMatch(/3/);
    expect(
      (await req('PATCH', `/events/${event.id}/ticket-types/${second.id}`, { quantity: 3 })).status,
    ).toBe(200);
    expect((await req('DELETE', `/events/${event.id}/ticket-types/${only.id}`)).status).toBe(200);
  });

  it('answers a clear 409, not a server error, for a ticket type that expired or refunded orders name', async () => {
    const event = await createPublishedEvent(t, host, {}, { priceCents: 1200 });
    await addTicketType(t, host, event.id, { name: 'Spare' });
    const [expiring, refunding] = [
      await addTicketType(t, host, event.id, { name: 'Expiring', priceCents: 900 }),
      await addTicketType(t, host, event.id, { name: 'Refunding', priceCents: 900 }),
    ];
    const buyer = await seedUser(t.db);
    const placed = await placeOrder(t.app, buyer.token, event.id, [
      { ticketTypeId: expiring.id, quantity: 1 },
    ]);
    expect(placed.status).toBe(200);
    await t.app.jobs.runDueJobs({ now: new Date(Date.now() + 11 * 60_000) });
    const paid = await buyTickets(t.app, buyer.token, event.id, [
      { ticketTypeId: refunding.id, quantity: 1 },
    ]);
    const request = await call(t.app, {
      method: 'POST',
      url: `/api/v1/orders/${paid.id}/refund-requests`,
      token: buyer.token,
      payload: { reason: 'Cannot come' },
    });
    expect((await req('POST', `/refund-requests/${request.body.data.id}/approve`, {})).status).toBe(200);

    for (const tt of [expiring, refunding]) {
      expect(await soldCount(t.db, tt.id)).toBe(0);
      const res = await req('DELETE', `/events/${event.id}/ticket-types/${tt.id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        error: {
          code: 'CONFLICT',
          message: expect.stringMatching(/^Orders were placed for this ticket type/),
        },
      });
    }
    const view = await req('GET', `/events/${event.id}`);
    expect(view.body.data.ticketTypes.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['Expiring', 'Refunding']),
    );
  });

  it('creates promo codes unique per event whatever the case, with percent or amount off', async () => {
    const draft = await createDraft(t, host);
    const tt = await addTicketType(t, host, draft.id, { priceCents: 2000 });
    const created = await req('POST', `/events/${draft.id}/promo-codes`, {
      code: 'summer24',
      percentOff: 20,
      maxUses: 50,
      validUntil: '2030-01-01T00:00:00Z',
      ticketTypeIds: [tt.id],
    });
    expect(created.status).toBe(200);
    expect(ZPromoCode.parse(created.body.data)).toMatchObject({
      code: 'SUMMER24',
      percentOff: 20,
      amountOffCents: null,
      used: 0,
      ticketTypeIds: [tt.id],
    });
    const dup = await req('POST', `/events/${draft.id}/promo-codes`, {
      code: 'Summer24',
      amountOffCents: 500,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields.code).toBeTruthy();
    const both = await req('POST', `/events/${draft.id}/promo-codes`, {
      code: 'BOTH',
      percentOff: 5,
      amountOffCents: 5,
    });
    expect(both.body.error.fields).toHaveProperty('percentOff');
    const neither = await req('POST', `/events/${draft.id}/promo-codes`, { code: 'NONE' });
    expect(neither.status).toBe(400);
    const badCode = await req('POST', `/events/${draft.id}/promo-codes`, {
      code: 'no spaces!',
      percentOff: 5,
    });
    expect(badCode.body.error.fields).toHaveProperty('code');
    const foreign = await req('POST', `/events/${draft.id}/promo-codes`, {
      code: 'FOREIGN',
      percentOff: 5,
      ticketTypeIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(foreign.status).toBe(422);

    const list = await req('GET', `/events/${draft.id}/promo-codes`);
    expect(list.body.data.map((p: { code: string }) => p.code)).toEqual(['SUMMER24']);
    await req('DELETE', `/events/${draft.id}/ticket-types/${tt.id}`);
    expect((await req('GET', `/events/${draft.id}/promo-codes`)).body.data[0].ticketTypeIds).toEqual([]);
    expect((await req('DELETE', `/events/${draft.id}/promo-codes/${created.body.data.id}`)).status).toBe(200);
    expect((await req('GET', `/events/${draft.id}/promo-codes`)).body.data).toEqual([]);
  });

  it('duplicates an event into a draft with fresh ticket types and unused promo codes', async () => {
    const event = await createPublishedEvent(t, host, { title: 'Original' }, { priceCents: 1500 });
    const tt = event.ticketTypes[0]!;
    await req('POST', `/events/${event.id}/promo-codes`, {
      code: 'FRIENDS',
      amountOffCents: 300,
      ticketTypeIds: [tt.id],
    });
    await t.db.query('UPDATE ticket_types SET sold = 7 WHERE id = $1', [tt.id]);
    await t.db.query('UPDATE promo_codes SET used = 2 WHERE event_id = $1', [event.id]);
    const guest = await t.db.maybeOne<{ id: string }>(
      `INSERT INTO users (email, name) VALUES ('dup@example.com', 'D') RETURNING id`,
    );
    await t.db.query(`INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, 'Yes')`, [
      event.id,
      guest!.id,
    ]);

    const copy = (await req('POST', `/events/${event.id}/duplicate`)).body.data;
    expect(copy).toMatchObject({
      status: 'draft',
      title: 'Original (copy)',
      publishedAt: null,
      counts: { going: 0, maybe: 0, notGoing: 0 },
      startsAt: event.startsAt,
      venueName: event.venueName,
    });
    expect(copy.id).not.toBe(event.id);
    expect(copy.ticketTypes).toHaveLength(1);
    expect(copy.ticketTypes[0]).toMatchObject({ name: tt.name, sold: 0, remaining: tt.quantity });
    expect(copy.ticketTypes[0].id).not.toBe(tt.id);
    const codes = (await req('GET', `/events/${copy.id}/promo-codes`)).body.data;
    expect(codes).toEqual([
      expect.objectContaining({ code: 'FRIENDS', used: 0, ticketTypeIds: [copy.ticketTypes[0].id] }),
    ]);
  });
});
