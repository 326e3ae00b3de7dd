import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inMinutes,
  pay,
  placeOrder,
  seedEvent,
  seedPromo,
  seedUser,
} from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const used = async (promoId: string) =>
  (await t.db.maybeOne<{ used: number }>('SELECT used FROM promo_codes WHERE id = $1', [promoId]))!.used;

describe('promo codes at checkout', () => {
  it('takes the discount off each eligible ticket and charges the fee on the discounted price', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [{ priceCents: 2500 }, { priceCents: 1000 }],
    });
    const promoId = await seedPromo(t.db, eventId, {
      code: 'SUMMER10',
      percentOff: 10,
      ticketTypeIds: [ticketTypeIds[0]!],
    });
    const buyer = await seedUser(t.db);
    const res = await placeOrder(
      t.app,
      buyer.token,
      eventId,
      [
        { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
        { ticketTypeId: ticketTypeIds[1]!, quantity: 1 },
      ],
      { promoCode: ' summer10 ' },
    );
    expect(res.status).toBe(200);
    // $50 + $10 = $60; 10% off the two $25 tickets = $5; fee 5% of $55 = $2.75 + 3 × $1
    expect(res.body.data).toMatchObject({
      subtotalCents: 6000,
      discountCents: 500,
      feeCents: 575,
      totalCents: 6075,
      promoCode: 'SUMMER10',
    });
    expect(await used(promoId)).toBe(1);
  });

  it('quotes the same breakdown without claiming anything', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [{ priceCents: 2500, quantity: 2 }],
    });
    const promoId = await seedPromo(t.db, eventId, { code: 'FIVE', amountOffCents: 500, maxUses: 1 });
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/orders/quote`,
      payload: { items: [{ ticketTypeId: ticketTypeIds[0], quantity: 2 }], promoCode: 'FIVE' },
    });
    expect(res.body.data).toMatchObject({
      subtotalCents: 5000,
      discountCents: 1000,
      feeCents: 400,
      totalCents: 4400,
    });
    expect(await used(promoId)).toBe(0);
  });

  it('gives each way a code can fail its own message', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, { ticketTypes: [{}, {}] });
    await seedPromo(t.db, eventId, { code: 'OLD', percentOff: 20, validUntil: new Date(Date.now() - 1000) });
    await seedPromo(t.db, eventId, { code: 'GONE', percentOff: 20, maxUses: 2, used: 2 });
    await seedPromo(t.db, eventId, { code: 'OTHER', percentOff: 20, ticketTypeIds: [ticketTypeIds[1]!] });
    const buyer = await seedUser(t.db);
    const attempt = (promoCode: string) =>
      placeOrder(t.app, buyer.token, eventId, [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }], {
        promoCode,
      });
    const cases: [string, string][] = [
      ['NOPE', 'That promo code is not valid'],
      ['OLD', 'This promo code has expired'],
      ['GONE', 'This promo code has been used up'],
      ['OTHER', 'This promo code does not apply to these tickets'],
    ];
    for (const [code, message] of cases) {
      const res = await attempt(code);
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({ code: 'PROMO_CODE_INVALID', message, fields: { promoCode: message } });
    }
    const other = await seedEvent(t.db);
    await seedPromo(t.db, other.eventId, { code: 'ELSEWHERE', percentOff: 50 });
    expect((await attempt('ELSEWHERE')).body.error.message).toBe('That promo code is not valid');
  });

  it('never lets a limited code be used more often than allowed, and frees a use when the order expires', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const promoId = await seedPromo(t.db, eventId, { code: 'ONCE', percentOff: 50, maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => seedUser(t.db)));
    const results = await Promise.all(
      buyers.map((b) =>
        placeOrder(t.app, b.token, eventId, [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }], {
          promoCode: 'ONCE',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await used(promoId)).toBe(1);

    await t.app.jobs.runDueJobs({ now: inMinutes(11) });
    expect(await used(promoId)).toBe(0);
    const again = await placeOrder(
      t.app,
      buyers[0]!.token,
      eventId,
      [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }],
      {
        promoCode: 'ONCE',
      },
    );
    expect(again.status).toBe(200);
    // A paid order keeps its use.
    await pay(t.app, buyers[0]!.token, again.body.data.id);
    await t.app.jobs.runDueJobs({ now: inMinutes(11) });
    expect(await used(promoId)).toBe(1);
  });

  it('makes a 100% code free: paid at once without a fee', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, { ticketTypes: [{ priceCents: 4000 }] });
    await seedPromo(t.db, eventId, { code: 'GUEST', percentOff: 100 });
    const buyer = await seedUser(t.db);
    const res = await placeOrder(
      t.app,
      buyer.token,
      eventId,
      [{ ticketTypeId: ticketTypeIds[0]!, quantity: 2 }],
      {
        promoCode: 'GUEST',
      },
    );
    expect(res.body.data).toMatchObject({ status: 'paid', discountCents: 8000, feeCents: 0, totalCents: 0 });
    expect(
      res.body.data.tickets.map(
        (x: { ticketType: { pricePaidCents: number } }) => x.ticketType.pricePaidCents,
      ),
    ).toEqual([0, 0]);
  });
});
