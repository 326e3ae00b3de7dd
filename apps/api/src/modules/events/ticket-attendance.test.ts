import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerSocialQuestions,
  buyTickets,
  type SeededEvent,
  seedEvent,
  seedUser,
} from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

/** "A paid ticket means Going" everywhere attendance shows, each person once (docs/architecture.md, "Where each rule lives"). */
describe('ticket holders are Going', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string, token?: string) => {
    const res = await call(t.app, { method: 'GET', url: `/api/v1/${url}`, ...(token ? { token } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const post = (url: string, token: string, payload: object = {}) =>
    call(t.app, { method: 'POST', url: `/api/v1/${url}`, token, payload });
  const buyOne = (event: SeededEvent, token: string, quantity = 1) =>
    buyTickets(t.app, token, event.eventId, [{ ticketTypeId: event.ticketTypeIds[0]!, quantity }]);
  const ids = (items: { id: string }[]) => items.map((e) => e.id);

  it('counts a buyer once on the event, its cards, the guest’s lists and the host’s, until a refund', async () => {
    const event = await seedEvent(t.db, { title: 'Ticketed Tango', ticketTypes: [{ priceCents: 2000 }] });
    const ann = await seedUser(t.db, { name: 'Ann' });
    const ben = await seedUser(t.db, { name: 'Ben' });
    const cat = await seedUser(t.db, { name: 'Cat' });
    await answerSocialQuestions(t.db, ann.userId);
    expect((await post(`events/${event.eventId}/rsvp`, ben.token, { answer: 'Maybe' })).status).toBe(200);
    expect((await post(`events/${event.eventId}/rsvp`, cat.token, { answer: 'Maybe' })).status).toBe(200);
    const annOrder = await buyOne(event, ann.token, 2);
    await buyOne(event, ben.token);

    // Ann holds two tickets and Ben a ticket and a Maybe: two people Going, Cat still Maybe.
    const page = await get(`events/${event.eventId}`, ben.token);
    expect(page.counts).toEqual({ going: 2, maybe: 1, notGoing: 0 });
    expect(page.viewer).toMatchObject({ rsvp: 'Maybe', attendance: 'Going', holdsTicket: true });
    // "You're going" opens the viewer's own ticket.
    expect((await get(`tickets/${page.viewer.ticketId}`, ben.token)).event.id).toBe(event.eventId);
    expect(page.guestListPreview.map((g: { id: string }) => g.id).sort()).toEqual(
      [ann.userId, ben.userId].sort(),
    );
    expect((await get(`events/${event.eventId}`, cat.token)).viewer).toMatchObject({
      rsvp: 'Maybe',
      attendance: 'Maybe',
      holdsTicket: false,
      ticketId: null,
    });
    // A ticket holder may answer Yes on a paid event, and is still counted once.
    const yes = await post(`events/${event.eventId}/rsvp`, ben.token, { answer: 'Yes' });
    expect(yes.body.data).toMatchObject({ answer: 'Yes', attendance: 'Going' });
    const no = await post(`events/${event.eventId}/rsvp`, ben.token, { answer: 'No' });
    expect(no.body.data).toMatchObject({ answer: 'No', attendance: 'Going' });
    expect((await get(`events/${event.eventId}`)).counts).toEqual({ going: 2, maybe: 1, notGoing: 0 });

    const discoverCard = async () =>
      (await get('events')).items.find((e: { id: string }) => e.id === event.eventId);
    expect(await discoverCard()).toMatchObject({ goingCount: 2 });
    const hosted = await get('host/events', event.host.token);
    expect(hosted.items).toEqual([
      expect.objectContaining({ id: event.eventId, goingCount: 2, wizardStep: null }),
    ]);
    const annUpcoming = await get('me/events?tab=upcoming', ann.token);
    expect(annUpcoming.items).toEqual([
      expect.objectContaining({ id: event.eventId, rsvp: null, holdsTicket: true, goingCount: 2 }),
    ]);
    const rsvps = await get(`events/${event.eventId}/rsvps`, event.host.token);
    expect(rsvps.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user: expect.objectContaining({ id: ben.userId }),
          answer: 'No',
          attendance: 'Going',
          holdsTicket: true,
        }),
        expect.objectContaining({
          user: expect.objectContaining({ id: cat.userId }),
          answer: 'Maybe',
          attendance: 'Maybe',
          holdsTicket: false,
        }),
      ]),
    );
    // Guests with tickets see each other in the guest list.
    const guests = await get(`events/${event.eventId}/guests`, ann.token);
    expect(ids(guests.items)).toEqual([ben.userId]);

    // Ann's refund ends her attendance everywhere.
    const request = await post(`orders/${annOrder.id}/refund-requests`, ann.token, { reason: 'Cannot come' });
    const approved = await post(`refund-requests/${request.body.data.id}/approve`, event.host.token);
    expect(approved.status).toBe(200);
    const after = await get(`events/${event.eventId}`, ann.token);
    expect(after.counts).toEqual({ going: 1, maybe: 1, notGoing: 0 });
    expect(after.viewer).toMatchObject({ rsvp: null, attendance: null, holdsTicket: false, ticketId: null });
    // Ann is no longer Going: she sees counts only, and the host's page no longer lists her.
    expect(after.guestListPreview).toBeUndefined();
    const hostView = await get(`events/${event.eventId}`, event.host.token);
    expect(hostView.guestListPreview.map((g: { id: string }) => g.id)).toEqual([ben.userId]);
    expect(await discoverCard()).toMatchObject({ goingCount: 1 });
    expect((await get('host/events', event.host.token)).items[0].goingCount).toBe(1);
    expect((await get('me/events?tab=upcoming', ann.token)).items).toEqual([]);
    const refused = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.eventId}/guests`,
      token: ann.token,
    });
    expect(refused.status).toBe(403);
  });

  it('lists an ended event the guest held a ticket for under Attended, not Upcoming', async () => {
    const event = await seedEvent(t.db, { title: 'Past Polka', ticketTypes: [{ priceCents: 1500 }] });
    const dan = await seedUser(t.db, { name: 'Dan' });
    await buyOne(event, dan.token);
    expect(ids((await get('me/events?tab=upcoming', dan.token)).items)).toEqual([event.eventId]);
    expect((await get('me/events?tab=attended', dan.token)).items).toEqual([]);
    await t.db.query(
      `UPDATE events SET starts_at = now() - interval '5 hours', ends_at = now() - interval '2 hours' WHERE id = $1`,
      [event.eventId],
    );
    expect((await get('me/events?tab=upcoming', dan.token)).items).toEqual([]);
    const attended = await get('me/events?tab=attended', dan.token);
    expect(attended.items).toEqual([expect.objectContaining({ id: event.eventId, holdsTicket: true })]);
    expect(attended.total).toBe(1);
  });

  it('fills the capacity with ticket holders before Yes RSVPs', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1000 }, { priceCents: 0 }] });
    await t.db.query('UPDATE events SET capacity = 1 WHERE id = $1', [event.eventId]);
    const holder = await seedUser(t.db);
    const late = await seedUser(t.db);
    await buyOne(event, holder.token);
    const res = await post(`events/${event.eventId}/rsvp`, late.token, { answer: 'Yes' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This event is full');
    // The holder's own Yes does not count them twice.
    expect((await post(`events/${event.eventId}/rsvp`, holder.token, { answer: 'Yes' })).status).toBe(200);
  });
});
