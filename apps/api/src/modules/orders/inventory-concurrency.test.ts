import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inMinutes,
  pay,
  placeOrder,
  type SeededUser,
  seedEvent,
  seedUser,
  soldCount,
} from '../../../test/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const BUYERS = 200;
const ROUNDS = 20;
const LAST = 10;
const CAPACITY = 1000;

let t: TestApp;
let buyers: SeededUser[];
beforeAll(async () => {
  t = await createTestApp();
  buyers = [];
  for (let i = 0; i < BUYERS; i += 1) buyers.push(await seedUser(t.db));
}, 120_000);
afterAll(() => t.close());

/** Orders that break the invariants: no items, tickets without a paid order, or a paid order short of tickets. */
async function orphans(eventId: string): Promise<number> {
  const row = await t.db.maybeOne<{ n: number }>(
    `SELECT (
       (SELECT count(*) FROM orders o WHERE o.event_id = $1 AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id))
     + (SELECT count(*) FROM tickets tk JOIN orders o ON o.id = tk.order_id WHERE tk.event_id = $1 AND o.status <> 'paid')
     + (SELECT count(*) FROM orders o WHERE o.event_id = $1 AND o.status = 'paid'
          AND (SELECT count(*) FROM tickets tk WHERE tk.order_id = o.id)
           <> (SELECT sum(quantity) FROM order_items i WHERE i.order_id = o.id))
     )::int AS n`,
    [eventId],
  );
  return row!.n;
}

describe('inventory under contention', () => {
  it(`sells exactly the last ${LAST} tickets to ${BUYERS} concurrent buyers, ${ROUNDS} times over, and frees every hold`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { eventId, ticketTypeIds } = await seedEvent(t.db, {
        ticketTypes: [{ quantity: CAPACITY, sold: CAPACITY - LAST, maxPerOrder: 4 }],
      });
      const ticketTypeId = ticketTypeIds[0]!;
      // 1–4 tickets each, in an order that changes every round.
      const wants = buyers.map((_, i) => 1 + ((i * 7 + round) % 4));
      const results = await Promise.all(
        buyers.map((b, i) => placeOrder(t.app, b.token, eventId, [{ ticketTypeId, quantity: wants[i]! }])),
      );
      const won = results.flatMap((r, i) =>
        r.status === 200 ? [{ order: r.body.data, quantity: wants[i]!, buyer: buyers[i]! }] : [],
      );
      const refused = results.filter((r) => r.status !== 200);
      expect(refused.every((r) => r.status === 409 && r.body.error.code === 'SOLD_OUT')).toBe(true);
      expect(won.reduce((s, w) => s + w.quantity, 0)).toBe(LAST);
      expect(await soldCount(t.db, ticketTypeId)).toBe(CAPACITY);

      // Half the winners pay; the other holds run out.
      const payers = won.filter((_, i) => i % 2 === 0);
      for (const w of payers) expect((await pay(t.app, w.buyer.token, w.order.id)).status).toBe(200);
      await t.app.jobs.runDueJobs({ now: inMinutes(11) });
      const paidQuantity = payers.reduce((s, w) => s + w.quantity, 0);
      expect(await soldCount(t.db, ticketTypeId)).toBe(CAPACITY - LAST + paidQuantity);
      const stuck = await t.db.query(`SELECT id FROM orders WHERE event_id = $1 AND status = 'pending'`, [
        eventId,
      ]);
      expect(stuck).toHaveLength(0);
      const tickets = await t.db.query('SELECT id FROM tickets WHERE event_id = $1', [eventId]);
      expect(tickets).toHaveLength(paidQuantity);
      expect(await orphans(eventId)).toBe(0);
    }
  }, 600_000);
});
