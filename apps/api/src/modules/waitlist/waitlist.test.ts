import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyTickets,
  inMinutes,
  pay,
  placeOrder,
  type SeededEvent,
  seedEvent,
  seedUser,
  soldCount,
} from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://mingle.test', WAITLIST_CLAIM_MINUTES: '30' });
});
afterAll(() => t.close());

const join = (ticketTypeId: string, token: string) =>
  call(t.app, { method: 'POST', url: `/api/v1/ticket-types/${ticketTypeId}/waitlist`, token });
const mine = (ticketTypeId: string, token: string) =>
  call(t.app, { method: 'GET', url: `/api/v1/ticket-types/${ticketTypeId}/waitlist`, token });

async function soldOutWithHold(event: SeededEvent) {
  const holder = await seedUser(t.db);
  const held = await placeOrder(t.app, holder.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
  ]);
  return { holder, orderId: held.body.data.id as string };
}

describe('waitlist', () => {
  it('is only for sold-out ticket types, and keeps people in order', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ quantity: 1 }] });
    const [a, b] = [await seedUser(t.db), await seedUser(t.db)];
    const early = await join(event.ticketTypeIds[0]!, a.token);
    expect(early.status).toBe(422);
    expect(early.body.error.message).toBe('Tickets are still available: buy one instead');
    await soldOutWithHold(event);
    expect((await join(event.ticketTypeIds[0]!, a.token)).body.data).toMatchObject({
      status: 'waiting',
      position: 1,
      offer: null,
    });
    expect((await join(event.ticketTypeIds[0]!, b.token)).body.data.position).toBe(2);
    // Joining again keeps the place.
    expect((await join(event.ticketTypeIds[0]!, a.token)).body.data.position).toBe(1);
    const left = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/ticket-types/${event.ticketTypeIds[0]}/waitlist`,
      token: a.token,
    });
    expect(left.body.data).toEqual({ left: true });
    expect((await mine(event.ticketTypeIds[0]!, b.token)).body.data.position).toBe(1);
    expect((await mine(event.ticketTypeIds[0]!, a.token)).status).toBe(404);
  });

  it('offers a released ticket to the next person, held for them with a claim link, then to the one after', async () => {
    const event = await seedEvent(t.db, {
      title: 'Sold Out Show',
      ticketTypes: [{ name: 'GA', quantity: 1, priceCents: 1000 }],
    });
    const ttId = event.ticketTypeIds[0]!;
    await soldOutWithHold(event);
    const first = await seedUser(t.db, { email: 'first@test.local' });
    const second = await seedUser(t.db, { email: 'second@test.local' });
    await join(ttId, first.token);
    await join(ttId, second.token);

    // The hold runs out: the ticket goes to the first in line, not back on sale.
    await t.app.jobs.runDueJobs({ now: inMinutes(11) });
    const offer = (await mine(ttId, first.token)).body.data;
    expect(offer).toMatchObject({ status: 'offered', position: null });
    expect(await soldCount(t.db, ttId)).toBe(1);
    const outsider = await seedUser(t.db);
    expect(
      (await placeOrder(t.app, outsider.token, event.eventId, [{ ticketTypeId: ttId, quantity: 1 }])).status,
    ).toBe(409);

    const order = await call(t.app, {
      method: 'GET',
      url: `/api/v1/orders/${offer.offer.orderId}`,
      token: first.token,
    });
    expect(order.body.data).toMatchObject({ status: 'pending', totalCents: 1000 + 50 + 100 });
    expect(Date.parse(order.body.data.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    const message = await t.db.maybeOne<{ body: string }>(
      `SELECT body FROM outbox_messages WHERE recipient = 'first@test.local'`,
    );
    expect(message?.body).toContain('GA ticket for Sold Out Show');
    // The link opens the Payment screen of the order that holds the ticket.
    expect(message?.body).toContain(`https://mingle.test/checkout?orderId=${offer.offer.orderId}`);
    expect(message?.body).not.toContain('event-details');

    // The first person lets the offer lapse: the second gets it.
    await t.app.jobs.runDueJobs({ now: inMinutes(11 + 31) });
    expect((await mine(ttId, first.token)).status).toBe(404);
    const secondOffer = (await mine(ttId, second.token)).body.data;
    expect(secondOffer.status).toBe('offered');
    const paid = await pay(t.app, second.token, secondOffer.offer.orderId);
    expect(paid.body.data.status).toBe('paid');
    expect((await mine(ttId, second.token)).status).toBe(404);
    expect(await soldCount(t.db, ttId)).toBe(1);
  });

  it('offers a refunded ticket to the waitlist too', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ quantity: 1 }] });
    const ttId = event.ticketTypeIds[0]!;
    const buyer = await seedUser(t.db);
    const order = await buyTickets(t.app, buyer.token, event.eventId, [{ ticketTypeId: ttId, quantity: 1 }]);
    const waiting = await seedUser(t.db);
    await join(ttId, waiting.token);
    const request = await call(t.app, {
      method: 'POST',
      url: `/api/v1/orders/${order.id}/refund-requests`,
      token: buyer.token,
      payload: { reason: 'Sick' },
    });
    await call(t.app, {
      method: 'POST',
      url: `/api/v1/refund-requests/${request.body.data.id}/approve`,
      token: event.host.token,
      payload: {},
    });
    expect((await mine(ttId, waiting.token)).body.data.status).toBe('offered');
    expect(await soldCount(t.db, ttId)).toBe(1);
  });

  it('gives a held offer to the next person when its holder leaves', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ quantity: 1 }] });
    const ttId = event.ticketTypeIds[0]!;
    await soldOutWithHold(event);
    const [a, b] = [await seedUser(t.db), await seedUser(t.db)];
    await join(ttId, a.token);
    await join(ttId, b.token);
    await t.app.jobs.runDueJobs({ now: inMinutes(11) });
    await call(t.app, { method: 'DELETE', url: `/api/v1/ticket-types/${ttId}/waitlist`, token: a.token });
    expect((await mine(ttId, b.token)).body.data.status).toBe('offered');
  });

  it('is not offered for drafts and needs a sign-in', async () => {
    const draft = await seedEvent(t.db, { status: 'draft', ticketTypes: [{ quantity: 1, sold: 1 }] });
    const user = await seedUser(t.db);
    expect((await join(draft.ticketTypeIds[0]!, user.token)).status).toBe(404);
    expect(
      (await call(t.app, { method: 'POST', url: `/api/v1/ticket-types/${draft.ticketTypeIds[0]}/waitlist` }))
        .status,
    ).toBe(401);
  });
});
