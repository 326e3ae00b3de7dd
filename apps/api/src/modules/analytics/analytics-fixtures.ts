import { expect } from 'vitest';
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
import { call, type TestApp } from '../../../test/helpers.ts';

/** Calls under /api/v1 and the analytics views; `t.app` is read at each call. */
export function analyticsApi(t: TestApp) {
  const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    call(t.app, { method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
  const analytics = (token: string, view: string, query: string) =>
    api('GET', `/host/analytics${view}?${query}`, token);
  return { api, analytics };
}

export interface KnownHistory {
  event: SeededEvent;
  host: SeededUser;
  otherHost: SeededEvent;
  g1: SeededUser;
}

/**
 * A known history built through the product's own calls (sales with promo codes, a refund,
 * RSVPs, check-ins, connection requests, a match, a decline), for the figures to be asserted.
 */
export async function buildKnownHistory(t: TestApp): Promise<KnownHistory> {
  const { api } = analyticsApi(t);
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

  const event = await seedEvent(t.db, {
    title: 'Spring Ball',
    ticketTypes: [
      { name: 'General', priceCents: 2000 },
      { name: 'VIP', priceCents: 5000 },
    ],
  });
  const host = event.host;
  await seedPromo(t.db, event.eventId, { code: 'SAVE10', percentOff: 10 });
  await seedPromo(t.db, event.eventId, { code: 'FIVE', amountOffCents: 500 });
  // An earlier event of the same host, two months ago: g1 and g2 went, so they return.
  const earlier = await seedEvent(t.db, {
    host,
    title: 'Winter Ball',
    startsAt: new Date(Date.now() - 60 * 86_400_000),
  });

  const g1 = await guest({ gender: 'Man', intent: 'Dating', birthdate: '2000-01-01' });
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
  await buyTickets(t.app, g3.token, event.eventId, [{ ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 }]);
  const o4 = await buyTickets(t.app, g4.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity: 3 },
  ]);
  const request = await api('POST', `/orders/${o4.id}/refund-requests`, g4.token, { reason: 'Ill' });
  expect((await api('POST', `/refund-requests/${request.body.data.id}/approve`, host.token, {})).status).toBe(
    200,
  );

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

  const otherHost = await seedEvent(t.db, { title: 'Elsewhere' });
  const stranger = await seedUser(t.db);
  await buyTickets(t.app, stranger.token, otherHost.eventId, [
    { ticketTypeId: otherHost.ticketTypeIds[0]!, quantity: 4 },
  ]);
  return { event, host, otherHost, g1 };
}
