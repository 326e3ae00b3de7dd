import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://mingle.test' });
});
afterAll(() => t.close());

async function boughtTicket(holderName = 'Ada Lovelace') {
  const event = await seedEvent(t.db, { title: 'Rooftop Cinema' });
  const holder = await seedUser(t.db, { name: holderName });
  const order = await buyTickets(t.app, holder.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
  ]);
  return { event, holder, ticketId: order.tickets[0]!.id };
}

const get = (url: string, token?: string) =>
  call(t.app, { method: 'GET', url: `/api/v1${url}`, ...(token ? { token } : {}) });
const post = (url: string, token?: string) =>
  call(t.app, { method: 'POST', url: `/api/v1${url}`, ...(token ? { token } : {}) });

describe('share and claim', () => {
  it('moves the ticket to the friend with a new code; the old QR stops working', async () => {
    const { event, holder, ticketId } = await boughtTicket();
    const before = await get(`/tickets/${ticketId}`, holder.token);
    const oldCode = before.body.data.code as string;
    expect(oldCode).toMatch(/^[A-Za-z0-9_-]{27}$/);

    const shared = await post(`/tickets/${ticketId}/share`, holder.token);
    expect(shared.status).toBe(200);
    const { shareToken, url } = shared.body.data;
    expect(url).toBe(`https://mingle.test/shared?token=${shareToken}`);
    expect((await get(`/tickets/${ticketId}`, holder.token)).body.data.shareActive).toBe(true);

    const preview = await get(`/shared/${shareToken}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      ticketTypeName: 'Type 1',
      fromName: 'Ada',
      event: { title: 'Rooftop Cinema' },
    });
    expect(JSON.stringify(preview.body)).not.toContain(oldCode);

    const friend = await seedUser(t.db, { name: 'Grace Hopper' });
    const claimed = await post(`/shared/${shareToken}/claim`, friend.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({
      id: ticketId,
      holder: { id: friend.userId },
      isBuyer: false,
      shareActive: false,
    });
    expect(claimed.body.data.code).not.toBe(oldCode);

    // The old holder no longer sees it; the link is spent.
    expect((await get(`/tickets/${ticketId}`, holder.token)).status).toBe(404);
    expect((await get(`/shared/${shareToken}`)).status).toBe(404);
    expect((await post(`/shared/${shareToken}/claim`, (await seedUser(t.db)).token)).status).toBe(404);
    const mine = await get('/me/tickets', friend.token);
    expect(mine.body.data.items.map((x: { id: string }) => x.id)).toEqual([ticketId]);

    // At the door the old code is unknown and the new one works.
    const door = (code: string) =>
      call(t.app, {
        method: 'POST',
        url: `/api/v1/events/${event.eventId}/redeem`,
        token: event.host.token,
        payload: { code },
      });
    expect((await door(oldCode)).status).toBe(404);
    expect((await door(claimed.body.data.code)).status).toBe(200);
  });

  it('lets the holder revoke an unclaimed link, and a new link replaces the old one', async () => {
    const { holder, ticketId } = await boughtTicket();
    const first = (await post(`/tickets/${ticketId}/share`, holder.token)).body.data.shareToken;
    const second = (await post(`/tickets/${ticketId}/share`, holder.token)).body.data.shareToken;
    expect(second).not.toBe(first);
    expect((await get(`/shared/${first}`)).status).toBe(404);
    const revoked = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/tickets/${ticketId}/share`,
      token: holder.token,
    });
    expect(revoked.body.data.shareActive).toBe(false);
    expect((await post(`/shared/${second}/claim`, (await seedUser(t.db)).token)).status).toBe(404);
  });

  it('gives a ticket to exactly one of many friends claiming at once', async () => {
    const { holder, ticketId } = await boughtTicket();
    const token = (await post(`/tickets/${ticketId}/share`, holder.token)).body.data.shareToken;
    const friends = await Promise.all(Array.from({ length: 10 }, () => seedUser(t.db)));
    const results = await Promise.all(friends.map((f) => post(`/shared/${token}/claim`, f.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(9);
  });

  it('refuses to claim your own ticket, to claim signed out, or to share a used ticket', async () => {
    const { event, holder, ticketId } = await boughtTicket();
    const token = (await post(`/tickets/${ticketId}/share`, holder.token)).body.data.shareToken;
    expect((await post(`/shared/${token}/claim`, holder.token)).body.error.message).toBe(
      'This ticket is already yours',
    );
    expect((await post(`/shared/${token}/claim`)).status).toBe(401);
    const code = (await get(`/tickets/${ticketId}`, holder.token)).body.data.code;
    await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.eventId}/redeem`,
      token: event.host.token,
      payload: { code },
    });
    expect((await get(`/shared/${token}`)).status).toBe(404);
    const again = await post(`/tickets/${ticketId}/share`, holder.token);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('This ticket was already used at the door');
  });

  it('lets nobody but the holder see or share a ticket', async () => {
    const { event, ticketId } = await boughtTicket();
    const stranger = await seedUser(t.db);
    for (const token of [stranger.token, event.host.token]) {
      expect((await get(`/tickets/${ticketId}`, token)).status).toBe(404);
      expect((await post(`/tickets/${ticketId}/share`, token)).status).toBe(404);
      const del = await call(t.app, { method: 'DELETE', url: `/api/v1/tickets/${ticketId}/share`, token });
      expect(del.status).toBe(404);
    }
    expect((await get(`/tickets/${ticketId}`)).status).toBe(401);
    expect((await get('/shared/not-a-real-token-at-all')).status).toBe(404);
  });
});
