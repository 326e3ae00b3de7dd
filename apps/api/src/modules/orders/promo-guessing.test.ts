import { describe, expect, it } from 'vitest';
import { placeOrder, seedEvent, seedPromo, seedUser } from '../../../test/checkout-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';

/**
 * Wrong promo codes count against a limit per event and caller (the signed-in person, or the
 * client address): 10 a minute, then 429 with Retry-After, even for the right code.
 */
const t = useTestApp();

async function quote(
  eventId: string,
  ticketTypeId: string,
  promoCode: string,
  options: { token?: string; ip?: string } = {},
) {
  return call(t.app, {
    method: 'POST',
    url: `/api/v1/events/${eventId}/orders/quote`,
    payload: { items: [{ ticketTypeId, quantity: 1 }], promoCode },
    ...(options.token ? { token: options.token } : {}),
    remoteAddress: options.ip ?? '203.0.113.7',
  });
}

describe('guessing promo codes', () => {
  it('stops an anonymous caller after 10 wrong codes on an event, right code included', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const tt = ticketTypeIds[0]!;
    await seedPromo(t.db, eventId, { code: 'FREEPASS', percentOff: 100 });
    for (let i = 0; i < 10; i++) {
      const res = await quote(eventId, tt, `GUESS${i}`);
      expect(res.status, `guess ${i}`).toBe(422);
      expect(res.body.error.code).toBe('PROMO_CODE_INVALID');
    }
    const stopped = await quote(eventId, tt, 'FREEPASS');
    expect(stopped.status).toBe(429);
    expect(stopped.body.error.code).toBe('RATE_LIMITED');
    expect(stopped.body.error.fields).toHaveProperty('promoCode');
    const retryAfter = Number(stopped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another address, another event, and a quote without a code are not held back.
    expect((await quote(eventId, tt, 'FREEPASS', { ip: '198.51.100.9' })).status).toBe(200);
    const other = await seedEvent(t.db);
    await seedPromo(t.db, other.eventId, { code: 'FREEPASS', percentOff: 100 });
    expect((await quote(other.eventId, other.ticketTypeIds[0]!, 'FREEPASS')).status).toBe(200);
    const plain = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/orders/quote`,
      payload: { items: [{ ticketTypeId: tt, quantity: 1 }] },
      remoteAddress: '203.0.113.7',
    });
    expect(plain.status).toBe(200);
  });

  it('counts a signed-in person across addresses, on quotes and orders alike', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const tt = ticketTypeIds[0]!;
    await seedPromo(t.db, eventId, { code: 'FREEPASS', percentOff: 100 });
    const guesser = await seedUser(t.db);
    for (let i = 0; i < 5; i++) {
      expect((await quote(eventId, tt, `Q${i}`, { token: guesser.token, ip: `192.0.2.${i}` })).status).toBe(
        422,
      );
    }
    for (let i = 0; i < 5; i++) {
      const res = await placeOrder(t.app, guesser.token, eventId, [{ ticketTypeId: tt, quantity: 1 }], {
        promoCode: `O${i}`,
      });
      expect(res.status).toBe(422);
    }
    const order = await placeOrder(t.app, guesser.token, eventId, [{ ticketTypeId: tt, quantity: 1 }], {
      promoCode: 'FREEPASS',
    });
    expect(order.status).toBe(429);
    expect(order.headers['retry-after']).toBeDefined();
    // Someone else signed in on the same address still gets their discount.
    const friend = await seedUser(t.db);
    expect((await quote(eventId, tt, 'FREEPASS', { token: friend.token, ip: '192.0.2.0' })).status).toBe(200);
  });
});
