import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyTickets,
  type SeededEvent,
  type SeededUser,
  seedEvent,
  seedUser,
} from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

// A small burst so the test reaches the limit quickly; the refill is far beyond the test's run.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DOOR_WRONG_CODES_BURST: '5', DOOR_WRONG_CODE_REFILL_MS: '600000' });
});
afterAll(() => t.close());

async function ticketOf(event: SeededEvent) {
  const guest = await seedUser(t.db, { name: 'Grace Hopper' });
  const order = await buyTickets(t.app, guest.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
  ]);
  const res = await call(t.app, {
    method: 'GET',
    url: `/api/v1/tickets/${order.tickets[0]!.id}`,
    token: guest.token,
  });
  return res.body.data as { id: string; code: string; shortCode: string };
}

async function doorStaff(event: SeededEvent): Promise<SeededUser> {
  const staff = await seedUser(t.db, { name: 'Dora Door' });
  await t.db.query(
    `INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, 'door')`,
    [event.organizationId, staff.userId],
  );
  return staff;
}

const redeem = (event: SeededEvent, payload: object, token: string) =>
  call(t.app, { method: 'POST', url: `/api/v1/events/${event.eventId}/redeem`, token, payload });

describe('guessing codes at the door', () => {
  it("answers another organization's ticket exactly as a made-up code, whichever way it is named", async () => {
    const a = await seedEvent(t.db);
    const b = await seedEvent(t.db);
    const staffB = await doorStaff(b);
    const ticketA = await ticketOf(a);
    const unknown = (await redeem(b, { code: 'ZZZZ-ZZZZ' }, staffB.token)).body;
    for (const payload of [{ code: ticketA.code }, { code: ticketA.shortCode }, { ticketId: ticketA.id }]) {
      const res = await redeem(b, payload, staffB.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown);
    }
    // Org B's door can neither list nor redeem at A's event.
    expect((await redeem(a, { code: ticketA.shortCode }, staffB.token)).status).toBe(403);
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${a.eventId}/door-list`,
      token: staffB.token,
    });
    expect(list.status).toBe(403);
    const own = await redeem(a, { code: ticketA.shortCode }, a.host.token);
    expect(own.status).toBe(200);
  });

  it('stops a member after the burst of wrong codes, even for a right one, per event and member', async () => {
    const event = await seedEvent(t.db);
    const sibling = await seedEvent(t.db, { host: event.host });
    const staff = await doorStaff(event);
    const good = await ticketOf(event);
    const listed = await ticketOf(event);
    const elsewhere = await ticketOf(sibling);
    for (let i = 0; i < 4; i += 1) {
      expect((await redeem(event, { code: `WRONG${i}XX` }, staff.token)).status).toBe(404);
    }
    // Another event's code counts as a wrong one too.
    expect((await redeem(event, { code: elsewhere.shortCode }, staff.token)).status).toBe(422);
    const locked = await redeem(event, { code: good.shortCode }, staff.token);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
    // One code comes back per DOOR_WRONG_CODE_REFILL_MS (600 s here), and the message says the same.
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(locked.body.error.message).toContain(`${retryAfter} s`);
    // The refused try let nobody in: the ticket is still valid for the host.
    expect((await redeem(event, { code: good.shortCode }, event.host.token)).status).toBe(200);
    // Check-in from the list (ticket id, not guessable) still works for the locked member.
    expect((await redeem(event, { ticketId: listed.id }, staff.token)).status).toBe(200);
    // The same member at another event of the organization has a bucket of its own.
    expect((await redeem(sibling, { code: elsewhere.shortCode }, staff.token)).status).toBe(200);
  });

  it('does not count right codes, refusals of real tickets or check-ins by id', async () => {
    const event = await seedEvent(t.db);
    const staff = await doorStaff(event);
    for (let i = 0; i < 8; i += 1) {
      const ticket = await ticketOf(event);
      expect((await redeem(event, { code: ticket.shortCode }, staff.token)).status).toBe(200);
      expect((await redeem(event, { code: ticket.code }, staff.token)).status).toBe(409);
    }
    const last = await ticketOf(event);
    expect((await redeem(event, { code: last.code }, staff.token)).status).toBe(200);
  });
});
