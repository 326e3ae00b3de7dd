import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, seedEvent } from './checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { type SeededUser, seedUser } from './seed-users.ts';

/**
 * An answer given to a signed-in caller (a ticket's QR secret, an order, a profile) must never
 * be written to the browser's disk cache, where it outlives signing out: `no-store` on every
 * API answer to a request that carries a bearer token, refusals included. Public answers keep
 * what they had.
 */
describe('Cache-Control on API answers', () => {
  let t: TestApp;
  let guest: SeededUser;
  let eventId: string;
  let ticketId: string;
  let orderId: string;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await seedUser(t.db, { name: 'Gia Guest' });
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 0 }] });
    eventId = event.eventId;
    const order = await buyTickets(t.app, guest.token, eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
    ]);
    orderId = order.id;
    const mine = await call(t.app, { method: 'GET', url: '/api/v1/me/tickets', token: guest.token });
    ticketId = JSON.stringify(mine.body).match(/"id":"([0-9a-f-]{36})"/)![1]!;
  });
  afterAll(() => t.close());

  it('is no-store on authenticated answers, whatever their status', async () => {
    const signedIn = [
      ['GET', '/api/v1/me/tickets', 200],
      ['GET', `/api/v1/tickets/${ticketId}`, 200],
      ['GET', `/api/v2/orders/${orderId}`, 200],
      ['GET', '/api/v1/notifications', 200],
      ['GET', `/api/v1/events/${eventId}`, 200],
      ['GET', '/api/v1/events', 200],
      ['GET', '/api/v1/tickets/00000000-0000-4000-8000-000000000000', 404],
      ['POST', '/api/v1/notifications/read', 200],
    ] as const;
    for (const [method, url, status] of signedIn) {
      const res = await call(t.app, { method, url, token: guest.token });
      expect(res.status, `${method} ${url}`).toBe(status);
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
    // A token that is no longer (or never was) a session is still a credential sent by someone.
    const refused = await call(t.app, { method: 'GET', url: '/api/v1/me/tickets', token: 'not-a-session' });
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('keeps what public answers had (none set)', async () => {
    for (const url of [`/api/v1/events/${eventId}`, '/api/v1/events', '/api/health']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });
});
