import { describe, expect, it } from 'vitest';
import {
  placeOrder,
  type SeededEvent,
  type SeededUser,
  seedEvent,
  seedUser,
} from '../../../test/checkout-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';
import { admissionKit } from './admission-fixtures.ts';

/** The price quote answers a signed-in guest the refusal checkout would give them. */
const t = useTestApp();
const { youngUser, setEvent, rsvp, approve, one } = admissionKit(t);

const quote = (event: SeededEvent, user: SeededUser | null, quantity = 1) =>
  call(t.app, {
    method: 'POST',
    url: `/api/v1/events/${event.eventId}/orders/quote`,
    token: user?.token,
    payload: { items: one(event, 0, quantity) },
  });

async function sameRefusal(event: SeededEvent, user: SeededUser, quantity = 1) {
  const order = await placeOrder(t.app, user.token, event.eventId, one(event, 0, quantity));
  const quoted = await quote(event, user, quantity);
  expect(order.status).toBeGreaterThanOrEqual(400);
  expect(quoted.status).toBe(order.status);
  expect(quoted.body.error).toEqual(order.body.error);
  return quoted;
}

describe('the price quote and the admission rule', () => {
  it('refuses a guest under the age limit as checkout does; signed out it only prices', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1500 }] });
    await setEvent(event.eventId, { age_limit: 21 });
    const refused = await sameRefusal(event, await youngUser());
    expect(refused.status).toBe(422);
    expect((await quote(event, null)).status).toBe(200);
    expect((await quote(event, await seedUser(t.db))).body.data.totalCents).toBeGreaterThan(1500);
  });

  it('refuses before the host approved, and prices once approved', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1500 }] });
    await setEvent(event.eventId, { approval_required: true });
    const guest = await seedUser(t.db);
    expect((await sameRefusal(event, guest)).body.error.code).toBe('FORBIDDEN');
    await rsvp(event.eventId, guest, 'Yes');
    expect((await quote(event, guest)).status).toBe(403);
    expect((await approve(event, guest)).status).toBe(200);
    expect((await quote(event, guest)).status).toBe(200);
  });

  it('refuses more places than the capacity has left', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1500 }] });
    await setEvent(event.eventId, { capacity: 2 });
    const guest = await seedUser(t.db);
    expect((await sameRefusal(event, guest, 3)).body.error.code).toBe('SOLD_OUT');
    expect((await quote(event, guest, 2)).status).toBe(200);
  });
});
