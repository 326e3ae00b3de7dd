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
import { confirmProviderPayment } from '../orders/index.ts';
import { admissionKit } from './admission-fixtures.ts';

/** The place rule's capacity and ticket sides: caps, concurrent orders, late payments, Going. */
const t = useTestApp({ WAITLIST_CLAIM_MINUTES: '30' });

const { setEvent, rsvp, view, doorList, one } = admissionKit(t);

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
