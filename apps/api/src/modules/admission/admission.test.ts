import { describe, expect, it } from 'vitest';
import {
  inMinutes,
  pay,
  placeOrder,
  type SeededEvent,
  type SeededUser,
  seedEvent,
  seedUser,
  soldCount,
} from '../../../test/checkout-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';
import { confirmProviderPayment } from '../orders/index.ts';
import { APPROVAL_NEEDED_MESSAGE } from './admission.service.ts';

/**
 * One place rule (age, approval, capacity, tickets), walked through every path that gives a
 * place: orders, RSVPs (and the host approving one), shared-ticket claims, waitlist offers.
 */
const t = useTestApp({ WAITLIST_CLAIM_MINUTES: '30' });

const nineteenYearsAgo = () => `${new Date().getUTCFullYear() - 19}-01-01`;

async function youngUser(): Promise<SeededUser> {
  const user = await seedUser(t.db);
  await t.db.query('UPDATE users SET birthdate = $2 WHERE id = $1', [user.userId, nineteenYearsAgo()]);
  return user;
}

async function setEvent(
  eventId: string,
  fields: { capacity?: number; age_limit?: number; approval_required?: boolean },
): Promise<void> {
  for (const [column, value] of Object.entries(fields)) {
    await t.db.query(`UPDATE events SET ${column} = $2 WHERE id = $1`, [eventId, value]);
  }
}

const rsvp = (eventId: string, user: SeededUser, answer: 'Yes' | 'Maybe' | 'No') =>
  call(t.app, {
    method: 'POST',
    url: `/api/v1/events/${eventId}/rsvp`,
    token: user.token,
    payload: { answer },
  });

const approve = (event: SeededEvent, guest: SeededUser) =>
  call(t.app, {
    method: 'POST',
    url: `/api/v1/events/${event.eventId}/rsvps/${guest.userId}/approve`,
    token: event.host.token,
  });

const view = async (eventId: string, user: SeededUser) =>
  (await call(t.app, { method: 'GET', url: `/api/v1/events/${eventId}`, token: user.token })).body.data;

const doorList = async (event: SeededEvent) =>
  (
    await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.eventId}/attendance`,
      token: event.host.token,
    })
  ).body.data;

const one = (event: SeededEvent, index = 0, quantity = 1) => [
  { ticketTypeId: event.ticketTypeIds[index]!, quantity },
];

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
    const ticketId = paid.body.data.tickets[0].id as string;
    const share = await call(t.app, {
      method: 'POST',
      url: `/api/v1/tickets/${ticketId}/share`,
      token: buyer.token,
    });
    const token = share.body.data.shareToken as string;
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
    const ticketId = paid.body.data.tickets[0].id as string;
    const share = await call(t.app, {
      method: 'POST',
      url: `/api/v1/tickets/${ticketId}/share`,
      token: buyer.token,
    });
    const token = share.body.data.shareToken as string;
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

describe('capacity', () => {
  it('caps an order at the places left, whatever the ticket type holds', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1000, quantity: 10 }] });
    await setEvent(event.eventId, { capacity: 2 });
    const buyer = await seedUser(t.db);
    const five = await placeOrder(t.app, buyer.token, event.eventId, one(event, 0, 5));
    expect(five.status).toBe(409);
    expect(five.body.error.message).toBe('This event is almost full: only 2 places are left');
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
  });

  it('never sells past the capacity under concurrent orders (held pending orders count)', async () => {
    const event = await seedEvent(t.db, {
      ticketTypes: [{ priceCents: 1000, quantity: 10 }, { priceCents: 500 }],
    });
    await setEvent(event.eventId, { capacity: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => seedUser(t.db)));
    const results = await Promise.all(
      buyers.map((b, i) => placeOrder(t.app, b.token, event.eventId, one(event, i % 2))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    const sold =
      (await soldCount(t.db, event.ticketTypeIds[0]!)) + (await soldCount(t.db, event.ticketTypeIds[1]!));
    expect(sold).toBe(3);
  });

  it('counts tickets and Yes RSVPs together', async () => {
    const event = await seedEvent(t.db, {
      ticketTypes: [{ priceCents: 0, quantity: 10 }, { priceCents: 1000 }],
    });
    await setEvent(event.eventId, { capacity: 2 });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => seedUser(t.db)));
    expect((await rsvp(event.eventId, a!, 'Yes')).status).toBe(200);
    expect((await placeOrder(t.app, b!.token, event.eventId, one(event, 1))).status).toBe(200);
    expect((await placeOrder(t.app, c!.token, event.eventId, one(event, 1))).status).toBe(409);
    const full = await rsvp(event.eventId, d!, 'Yes');
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe('This event is full');
    // An event without tickets: plain RSVPs, capped the same way.
    const plain = await seedEvent(t.db, { ticketTypes: [] });
    await setEvent(plain.eventId, { capacity: 1 });
    expect((await rsvp(plain.eventId, a!, 'Yes')).status).toBe(200);
    expect((await rsvp(plain.eventId, a!, 'Yes')).status).toBe(200);
    expect((await rsvp(plain.eventId, b!, 'Yes')).status).toBe(409);
  });
});

describe('capacity after a late payment', () => {
  it('refunds a payment that arrives after its hold ran out when its place was taken', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1000, quantity: 10 }] });
    await setEvent(event.eventId, { capacity: 1 });
    const [late, prompt] = [await seedUser(t.db), await seedUser(t.db)];
    const held = await placeOrder(t.app, late.token, event.eventId, one(event));
    await t.app.jobs.runDueJobs({ now: inMinutes(11) });
    const taken = await placeOrder(t.app, prompt.token, event.eventId, one(event));
    await pay(t.app, prompt.token, taken.body.data.id);
    const outcome = await confirmProviderPayment(t.app.ctx, held.body.data.id, {
      provider: 'sandbox',
      ref: 'late-payment',
      now: new Date(),
    });
    expect(outcome).toBe('refunded');
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(1);
  });
});

describe('tickets: Going means holding one', () => {
  it('claims a free ticket on Yes (door list, inventory) and gives it back on No', async () => {
    const event = await seedEvent(t.db, {
      ticketTypes: [
        { name: 'VIP', priceCents: 3000 },
        { name: 'Free', priceCents: 0, quantity: 1 },
      ],
    });
    const [free] = [event.ticketTypeIds[1]!];
    const ann = await seedUser(t.db, { name: 'Ann Yes' });
    const ben = await seedUser(t.db, { name: 'Ben Late' });
    const yes = await rsvp(event.eventId, ann, 'Yes');
    expect(yes.body.data).toMatchObject({ answer: 'Yes', attendance: 'Going' });
    expect(await soldCount(t.db, free)).toBe(1);
    const door = await doorList(event);
    expect(door.items).toEqual([
      expect.objectContaining({ holder: { id: ann.userId, firstName: 'Ann' }, ticketTypeName: 'Free' }),
    ]);

    // The free ticket is sold out: Ben's Yes is refused and he is not Going.
    const refused = await rsvp(event.eventId, ben, 'Yes');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Free tickets are sold out');
    expect((await view(event.eventId, ben)).viewer.attendance).toBeNull();
    expect((await view(event.eventId, ben)).counts.going).toBe(1);
    const chat = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.eventId}/chat`,
      token: ben.token,
    });
    expect(chat.status).toBe(403);

    // Ann changes her mind: the ticket goes back and Ben may have it.
    expect((await rsvp(event.eventId, ann, 'No')).body.data.attendance).toBe('Not Going');
    expect(await soldCount(t.db, free)).toBe(0);
    expect((await doorList(event)).items).toEqual([]);
    expect((await rsvp(event.eventId, ben, 'Yes')).status).toBe(200);
    expect((await view(event.eventId, ben)).viewer).toMatchObject({ attendance: 'Going', holdsTicket: true });
  });

  it('refuses Yes on a paid-only event with the reason', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1000 }] });
    const guest = await seedUser(t.db);
    const yes = await rsvp(event.eventId, guest, 'Yes');
    expect(yes.status).toBe(422);
    expect(yes.body.error.message).toBe('This event sells tickets: get a ticket to go');
  });
});
