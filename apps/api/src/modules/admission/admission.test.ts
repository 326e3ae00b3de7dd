import { describe, expect, it } from 'vitest';
import {
  inMinutes,
  pay,
  placeOrder,
  seedEvent,
  seedUser,
  soldCount,
} from '../../../test/checkout-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';
import { APPROVAL_NEEDED_MESSAGE } from './admission.service.ts';
import { admissionKit } from './admission-fixtures.ts';

/**
 * One place rule (age, approval, capacity, tickets), walked through every path that gives a
 * place: orders, RSVPs (and the host approving one), shared-ticket claims, waitlist offers.
 */
const t = useTestApp({ WAITLIST_CLAIM_MINUTES: '30' });

const { youngUser, setEvent, rsvp, approve, view, doorList, one, shareToken } = admissionKit(t);

describe('age limit', () => {
  it('refuses a ticket to a 19-year-old at a 21+ event with the RSVP reason', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1500 }] });
    await setEvent(event.eventId, { age_limit: 21 });
    const young = await youngUser();
    const order = await placeOrder(t.app, young.token, event.eventId, one(event));
    expect(order.status).toBe(422);
    expect(order.body.error.message).toBe('This event is for guests aged 21 and over');
    const answer = await rsvp(event.eventId, young, 'Maybe');
    expect(answer.body.error.message).toBe(order.body.error.message);
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
    const adult = await seedUser(t.db);
    expect((await placeOrder(t.app, adult.token, event.eventId, one(event))).status).toBe(200);
  });

  it('refuses a shared ticket to someone under the age limit', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1500 }] });
    await setEvent(event.eventId, { age_limit: 21 });
    const buyer = await seedUser(t.db);
    const placed = await placeOrder(t.app, buyer.token, event.eventId, one(event));
    const paid = await pay(t.app, buyer.token, placed.body.data.id);
    const token = await shareToken(buyer, paid.body.data.tickets[0].id as string);
    const young = await youngUser();
    const claim = await call(t.app, {
      method: 'POST',
      url: `/api/v1/shared/${token}/claim`,
      token: young.token,
    });
    expect(claim.status).toBe(422);
    expect(claim.body.error.message).toBe('This event is for guests aged 21 and over');
    const adult = await seedUser(t.db);
    expect(
      (await call(t.app, { method: 'POST', url: `/api/v1/shared/${token}/claim`, token: adult.token }))
        .status,
    ).toBe(200);
  });

  it('keeps a too-young person off the waitlist, and offers pass them over', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1500, quantity: 1 }] });
    await setEvent(event.eventId, { age_limit: 21 });
    const holder = await seedUser(t.db);
    expect((await placeOrder(t.app, holder.token, event.eventId, one(event))).status).toBe(200);
    const young = await youngUser();
    const ttId = event.ticketTypeIds[0]!;
    const joined = await call(t.app, {
      method: 'POST',
      url: `/api/v1/ticket-types/${ttId}/waitlist`,
      token: young.token,
    });
    expect(joined.status).toBe(422);
    // Someone who joined before the limit was set is still in line; the offer skips them.
    await t.db.query(
      `INSERT INTO waitlist_entries (ticket_type_id, event_id, user_id, created_at) VALUES ($1, $2, $3, now() - interval '1 hour')`,
      [ttId, event.eventId, young.userId],
    );
    const adult = await seedUser(t.db);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/v1/ticket-types/${ttId}/waitlist`,
          token: adult.token,
        })
      ).status,
    ).toBe(200);
    await t.app.jobs.runDueJobs({ now: inMinutes(11) });
    const entries = await t.db.query<{ user_id: string; status: string }>(
      'SELECT user_id, status FROM waitlist_entries WHERE ticket_type_id = $1',
      [ttId],
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        { user_id: young.userId, status: 'waiting' },
        { user_id: adult.userId, status: 'offered' },
      ]),
    );
  });
});

describe('approval', () => {
  it('refuses orders until the host approves the request; then the guest may buy', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 2000 }] });
    await setEvent(event.eventId, { approval_required: true });
    const guest = await seedUser(t.db);
    const early = await placeOrder(t.app, guest.token, event.eventId, one(event));
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe(APPROVAL_NEEDED_MESSAGE);
    // The guest asks with an RSVP: on a paid event too, it waits for the host.
    const asked = await rsvp(event.eventId, guest, 'Yes');
    expect(asked.body.data).toMatchObject({ approval: 'pending', attendance: 'Not Going' });
    expect((await placeOrder(t.app, guest.token, event.eventId, one(event))).status).toBe(403);
    expect((await approve(event, guest)).status).toBe(200);
    // Approved is not Going yet on a ticketed event: the ticket is.
    expect((await view(event.eventId, guest)).viewer).toMatchObject({
      rsvpApproval: 'approved',
      attendance: 'Not Going',
      holdsTicket: false,
    });
    expect((await view(event.eventId, guest)).counts.going).toBe(0);
    const placed = await placeOrder(t.app, guest.token, event.eventId, one(event));
    expect(placed.status).toBe(200);
    await pay(t.app, guest.token, placed.body.data.id);
    expect((await view(event.eventId, guest)).viewer).toMatchObject({
      attendance: 'Going',
      holdsTicket: true,
    });
  });

  it('refuses a shared ticket and the waitlist to someone the host has not approved', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 2000, quantity: 2 }] });
    await setEvent(event.eventId, { approval_required: true });
    const buyer = await seedUser(t.db);
    await rsvp(event.eventId, buyer, 'Yes');
    await approve(event, buyer);
    const placed = await placeOrder(t.app, buyer.token, event.eventId, one(event, 0, 2));
    const paid = await pay(t.app, buyer.token, placed.body.data.id);
    const token = await shareToken(buyer, paid.body.data.tickets[0].id as string);
    const friend = await seedUser(t.db);
    const refused = await call(t.app, {
      method: 'POST',
      url: `/api/v1/shared/${token}/claim`,
      token: friend.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(APPROVAL_NEEDED_MESSAGE);
    const waitlist = await call(t.app, {
      method: 'POST',
      url: `/api/v1/ticket-types/${event.ticketTypeIds[0]}/waitlist`,
      token: friend.token,
    });
    expect(waitlist.status).toBe(403);
    await rsvp(event.eventId, friend, 'Yes');
    await approve(event, friend);
    expect(
      (await call(t.app, { method: 'POST', url: `/api/v1/shared/${token}/claim`, token: friend.token }))
        .status,
    ).toBe(200);
  });

  it("claims a free-only event's ticket when the host approves the Yes", async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 0, quantity: 5 }] });
    await setEvent(event.eventId, { approval_required: true });
    const guest = await seedUser(t.db, { name: 'Freddie Free' });
    expect((await rsvp(event.eventId, guest, 'Yes')).body.data.approval).toBe('pending');
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
    expect((await approve(event, guest)).status).toBe(200);
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(1);
    expect((await view(event.eventId, guest)).viewer).toMatchObject({
      attendance: 'Going',
      holdsTicket: true,
    });
    const door = await doorList(event);
    expect(door.items.map((a: { holder: { id: string } }) => a.holder.id)).toEqual([guest.userId]);
  });
});
