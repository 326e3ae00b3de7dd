import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, type SeededUser, seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let host: SeededUser;
let buyer: SeededUser;
let stranger: SeededUser;
let otherHost: SeededUser;
let ids: { event: string; ticketType: string; order: string; ticket: string; request: string };

beforeAll(async () => {
  t = await createTestApp();
  const event = await seedEvent(t.db, { ticketTypes: [{ quantity: 1 }] });
  host = event.host;
  buyer = await seedUser(t.db);
  stranger = await seedUser(t.db);
  otherHost = (await seedEvent(t.db)).host;
  const order = await buyTickets(t.app, buyer.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
  ]);
  const request = await call(t.app, {
    method: 'POST',
    url: `/api/v1/orders/${order.id}/refund-requests`,
    token: buyer.token,
    payload: { reason: 'Cannot come' },
  });
  ids = {
    event: event.eventId,
    ticketType: event.ticketTypeIds[0]!,
    order: order.id,
    ticket: order.tickets[0]!.id,
    request: request.body.data.id,
  };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const send = (method: Method, url: string, token?: string, payload?: object) =>
  call(t.app, { method, url: `/api/v1${url}`, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

describe('access control: another user on every resource', () => {
  it("hides a buyer's order from everyone else", async () => {
    for (const who of [stranger, host, otherHost]) {
      expect((await send('GET', `/orders/${ids.order}`, who.token)).status).toBe(404);
      expect(
        (await send('POST', `/orders/${ids.order}/pay`, who.token, { cardNumber: '4242424242424242' }))
          .status,
      ).toBe(404);
      expect(
        (await send('POST', `/orders/${ids.order}/refund-requests`, who.token, { reason: 'mine now' }))
          .status,
      ).toBe(404);
    }
  });

  it("hides a holder's ticket from everyone else, the host included", async () => {
    for (const who of [stranger, host, otherHost]) {
      expect((await send('GET', `/tickets/${ids.ticket}`, who.token)).status).toBe(404);
      expect((await send('POST', `/tickets/${ids.ticket}/share`, who.token)).status).toBe(404);
      expect((await send('DELETE', `/tickets/${ids.ticket}/share`, who.token)).status).toBe(404);
      const list = await send('GET', '/me/tickets', who.token);
      expect(list.body.data.items.map((x: { id: string }) => x.id)).not.toContain(ids.ticket);
    }
  });

  it('lets only the host of the event redeem, list attendance or refund everyone', async () => {
    const code = (await send('GET', `/tickets/${ids.ticket}`, buyer.token)).body.data.code;
    for (const who of [stranger, buyer, otherHost]) {
      expect((await send('POST', `/events/${ids.event}/redeem`, who.token, { code })).status).toBe(403);
      expect((await send('GET', `/events/${ids.event}/attendance`, who.token)).status).toBe(403);
      expect((await send('POST', `/events/${ids.event}/refunds/preview`, who.token)).status).toBe(403);
      expect(
        (await send('POST', `/events/${ids.event}/refunds`, who.token, { expectedRefundCents: 0 })).status,
      ).toBe(403);
    }
    expect((await send('GET', `/tickets/${ids.ticket}`, buyer.token)).body.data.status).toBe('valid');
  });

  it('lets only the host of the event see or decide a refund request', async () => {
    for (const who of [stranger, buyer, otherHost]) {
      expect((await send('POST', `/refund-requests/${ids.request}/approve`, who.token, {})).status).toBe(404);
      expect((await send('POST', `/refund-requests/${ids.request}/decline`, who.token, {})).status).toBe(404);
      const list = await send('GET', '/refund-requests', who.token);
      expect(list.body.data.items.map((x: { id: string }) => x.id)).not.toContain(ids.request);
    }
    for (const who of [stranger, host, otherHost]) {
      const mine = await send('GET', '/me/refund-requests', who.token);
      expect(mine.body.data.items.map((x: { id: string }) => x.id)).not.toContain(ids.request);
    }
    const hostList = await send('GET', '/refund-requests', host.token);
    expect(hostList.body.data.items.map((x: { id: string }) => x.id)).toEqual([ids.request]);
  });

  it('keeps a waitlist place personal', async () => {
    const joined = await send('POST', `/ticket-types/${ids.ticketType}/waitlist`, buyer.token);
    expect(joined.body.data.status).toBe('waiting');
    expect((await send('GET', `/ticket-types/${ids.ticketType}/waitlist`, stranger.token)).status).toBe(404);
    expect((await send('DELETE', `/ticket-types/${ids.ticketType}/waitlist`, stranger.token)).status).toBe(
      404,
    );
    expect(
      (await send('GET', `/ticket-types/${ids.ticketType}/waitlist`, buyer.token)).body.data.position,
    ).toBe(1);
  });

  it('asks for a sign-in on every personal call', async () => {
    const calls: [Method, string][] = [
      ['POST', `/events/${ids.event}/orders`],
      ['GET', `/orders/${ids.order}`],
      ['POST', `/orders/${ids.order}/pay`],
      ['GET', '/me/tickets'],
      ['GET', `/tickets/${ids.ticket}`],
      ['POST', `/tickets/${ids.ticket}/share`],
      ['POST', `/events/${ids.event}/redeem`],
      ['GET', `/events/${ids.event}/attendance`],
      ['POST', `/orders/${ids.order}/refund-requests`],
      ['GET', '/refund-requests'],
      ['GET', '/me/refund-requests'],
      ['POST', `/refund-requests/${ids.request}/approve`],
      ['POST', `/events/${ids.event}/refunds/preview`],
      ['POST', `/ticket-types/${ids.ticketType}/waitlist`],
    ];
    const bodies: Record<string, object> = {
      [`/events/${ids.event}/orders`]: { items: [{ ticketTypeId: ids.ticketType, quantity: 1 }] },
      [`/events/${ids.event}/redeem`]: { code: 'x' },
      [`/orders/${ids.order}/refund-requests`]: { reason: 'x' },
    };
    for (const [method, url] of calls) {
      const res = await send(method, url, undefined, method === 'POST' ? (bodies[url] ?? {}) : undefined);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});
