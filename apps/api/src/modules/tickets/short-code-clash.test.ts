import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buyTickets, seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

/** Draws handed out before the real generator takes over, to force clashes. */
const forced: string[] = [];
vi.mock('../../lib/ticket-codes.ts', async (original) => {
  const real = await original<typeof import('../../lib/ticket-codes.ts')>();
  return { ...real, newShortCode: () => forced.shift() ?? real.newShortCode() };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shortCodes(eventId: string, ticketTypeId: string, quantity: number) {
  const guest = await seedUser(t.db);
  const order = await buyTickets(t.app, guest.token, eventId, [{ ticketTypeId, quantity }]);
  const codes: string[] = [];
  for (const ticket of order.tickets) {
    const res = await call(t.app, { method: 'GET', url: `/api/v1/tickets/${ticket.id}`, token: guest.token });
    codes.push(res.body.data.shortCode);
  }
  return codes;
}

it('draws again when a short code is taken in the event, and only then', async () => {
  const event = await seedEvent(t.db);
  const other = await seedEvent(t.db);
  forced.push('ABCDEFGH', 'ABCDEFGH', 'ABCDEFGH');
  // Two tickets of one order drew the same code: one keeps it, the other is drawn again.
  const first = await shortCodes(event.eventId, event.ticketTypeIds[0]!, 2);
  expect(first).toContain('ABCDEFGH');
  expect(new Set(first).size).toBe(2);
  // A later order in the same event drew it too: drawn again.
  const second = await shortCodes(event.eventId, event.ticketTypeIds[0]!, 1);
  expect(second[0]).not.toBe('ABCDEFGH');
  // Another event may use it.
  forced.push('ABCDEFGH');
  expect(await shortCodes(other.eventId, other.ticketTypeIds[0]!, 1)).toEqual(['ABCDEFGH']);
});
