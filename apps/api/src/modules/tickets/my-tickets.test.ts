import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

describe('my tickets', () => {
  it('splits upcoming (soonest first) from past, and pages by 20', async () => {
    const guest = await seedUser(t.db);
    const soon = await seedEvent(t.db, { title: 'Soon', startsAt: new Date(Date.now() + 2 * HOUR) });
    const later = await seedEvent(t.db, { title: 'Later', startsAt: new Date(Date.now() + 48 * HOUR) });
    await buyTickets(t.app, guest.token, later.eventId, [
      { ticketTypeId: later.ticketTypeIds[0]!, quantity: 21 },
    ]);
    await buyTickets(t.app, guest.token, soon.eventId, [
      { ticketTypeId: soon.ticketTypeIds[0]!, quantity: 1 },
    ]);
    // The first event has since taken place.
    await t.db.query(
      `UPDATE events SET starts_at = now() - interval '5 hours', ends_at = now() - interval '1 hour' WHERE id = $1`,
      [soon.eventId],
    );
    const get = (query: string) =>
      call(t.app, { method: 'GET', url: `/api/v1/me/tickets${query}`, token: guest.token });
    const upcoming = await get('?tab=upcoming');
    expect(upcoming.body.data).toMatchObject({ total: 21, pageSize: 20, hasMore: true, page: 1 });
    expect(upcoming.body.data.items[0]).toMatchObject({
      event: { title: 'Later' },
      status: 'valid',
      isBuyer: true,
    });
    expect(upcoming.body.data.items[0]).not.toHaveProperty('code');
    const second = await get('?tab=upcoming&page=2');
    expect(second.body.data).toMatchObject({ total: 21, hasMore: false });
    expect(second.body.data.items).toHaveLength(1);
    const past = await get('?tab=past');
    expect(past.body.data.items.map((x: { event: { title: string } }) => x.event.title)).toEqual(['Soon']);
    expect((await get('')).body.data.total).toBe(22);
    expect((await get('?tab=soon')).status).toBe(400);
  });
});
