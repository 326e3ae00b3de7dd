import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, type SeededEvent, seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function codesFor(event: SeededEvent, quantity: number, name = 'Grace Hopper') {
  const guest = await seedUser(t.db, { name });
  const order = await buyTickets(t.app, guest.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity },
  ]);
  const codes: string[] = [];
  for (const ticket of order.tickets) {
    const res = await call(t.app, { method: 'GET', url: `/api/v1/tickets/${ticket.id}`, token: guest.token });
    codes.push(res.body.data.code);
  }
  return { guest, order, codes };
}

const redeem = (event: SeededEvent, code: string, token = event.host.token) =>
  call(t.app, { method: 'POST', url: `/api/v1/events/${event.eventId}/redeem`, token, payload: { code } });

describe('redeeming at the door', () => {
  it('redeems a valid ticket once; the second scan says when it was redeemed', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ name: 'General' }] });
    const { codes, guest } = await codesFor(event, 1);
    const first = await redeem(event, codes[0]!);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'redeemed',
      holder: { id: guest.userId, firstName: 'Grace' },
      ticketTypeName: 'General',
      redeemedBy: { id: event.host.userId },
    });
    const at = first.body.data.redeemedAt;
    const second = await redeem(event, `  ${codes[0]}  `);
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'ALREADY_REDEEMED',
      message: `Already redeemed at ${at}`,
      fields: { redeemedAt: at, redeemedBy: 'Hana Host', redeemedById: event.host.userId },
    });
  });

  it('lets a ticket in once when scanners race', async () => {
    const event = await seedEvent(t.db);
    const { codes } = await codesFor(event, 1);
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(event, codes[0]!)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('has its own answer for another event, a refunded or void ticket, and an unknown code', async () => {
    const event = await seedEvent(t.db);
    const other = await seedEvent(t.db, { host: event.host });
    const { codes } = await codesFor(other, 3);
    const wrong = await redeem(event, codes[0]!);
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({
      code: 'WRONG_EVENT',
      message: 'This ticket is for another event',
    });
    await t.db.query(`UPDATE tickets SET status = 'refunded' WHERE code = $1`, [codes[1]]);
    await t.db.query(`UPDATE tickets SET status = 'void' WHERE code = $1`, [codes[2]]);
    expect((await redeem(other, codes[1]!)).body.error).toMatchObject({
      code: 'TICKET_NOT_VALID',
      message: 'This ticket was refunded',
    });
    expect((await redeem(other, codes[2]!)).body.error).toMatchObject({
      code: 'TICKET_NOT_VALID',
      message: 'This ticket is void',
    });
    const unknown = await redeem(event, 'no-such-code');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No ticket has this code');
    expect((await redeem(event, '   ')).status).toBe(400);
  });

  it('lets only the host of that event redeem or list attendance', async () => {
    const event = await seedEvent(t.db);
    const { codes, guest } = await codesFor(event, 1);
    const otherHost = (await seedEvent(t.db)).host;
    for (const token of [guest.token, otherHost.token]) {
      const res = await redeem(event, codes[0]!, token);
      expect(res.status).toBe(403);
      const list = await call(t.app, {
        method: 'GET',
        url: `/api/v1/events/${event.eventId}/attendance`,
        token,
      });
      expect(list.status).toBe(403);
    }
    // Nothing was redeemed by the refused scans.
    expect((await redeem(event, codes[0]!)).status).toBe(200);
    const draft = await seedEvent(t.db, { status: 'draft' });
    expect((await redeem(draft, codes[0]!, guest.token)).status).toBe(404);
  });
});

describe('attendance', () => {
  it('lists holders by first name with arrivals first and live counts', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ name: 'VIP' }] });
    const a = await codesFor(event, 2, 'Ada Lovelace');
    await codesFor(event, 1, 'Barbara Liskov');
    await redeem(event, a.codes[1]!);
    await t.db.query(`UPDATE tickets SET status = 'refunded' WHERE code = $1`, [a.codes[0]]);
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.eventId}/attendance`,
      token: event.host.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toEqual({ sold: 2, redeemed: 1 });
    expect(
      res.body.data.items.map((i: { holder: { firstName: string }; status: string }) => [
        i.holder.firstName,
        i.status,
      ]),
    ).toEqual([
      ['Ada', 'redeemed'],
      ['Barbara', 'valid'],
    ]);
    expect(res.body.data).toMatchObject({ page: 1, pageSize: 20, total: 2, hasMore: false });
    expect(JSON.stringify(res.body)).not.toContain(a.codes[1]!);
  });
});
