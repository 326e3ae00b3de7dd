import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inMinutes,
  pay,
  placeOrder,
  seedEvent,
  seedUser,
  soldCount,
} from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { sweepExpiredOrders } from './order-job-kinds.ts';
import { expireOrder } from './order-release.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (orderId: string) =>
  (await t.db.maybeOne<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))!.status;

describe('holds and expiry', () => {
  it('releases the tickets of an unpaid order when its hold ends, and a sold-out type clears', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, { ticketTypes: [{ quantity: 2 }] });
    const [a, b] = [await seedUser(t.db), await seedUser(t.db)];
    const held = await placeOrder(t.app, a.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
    ]);
    const refused = await placeOrder(t.app, b.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    expect(refused.body.error.code).toBe('SOLD_OUT');

    // Before the hold ends the job does not run.
    expect(await t.app.jobs.runDueJobs({ now: inMinutes(9) })).toBe(0);
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(2);

    await t.app.jobs.runDueJobs({ now: inMinutes(10.5) });
    expect(await status(held.body.data.id)).toBe('expired');
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(0);
    const later = await placeOrder(t.app, b.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
    ]);
    expect(later.status).toBe(200);
  });

  it('releases exactly once however many expirers race', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, { ticketTypes: [{ quantity: 10 }] });
    const buyer = await seedUser(t.db);
    const other = await seedUser(t.db);
    const held = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 3 },
    ]);
    await placeOrder(t.app, other.token, eventId, [{ ticketTypeId: ticketTypeIds[0]!, quantity: 4 }]);
    const options = { claimMinutes: 30, now: inMinutes(10.5) };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => expireOrder(t.db, held.body.data.id, options)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    // The other buyer's hold (also due) is untouched by this order's release: 10 − 3 − 4 + 3.
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(4);
  });

  it('expires a due order when the buyer tries to pay it, rather than charging', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, { ticketTypes: [{ quantity: 5 }] });
    const buyer = await seedUser(t.db);
    const held = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    await t.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      held.body.data.id,
    ]);
    const res = await pay(t.app, buyer.token, held.body.data.id);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'ORDER_EXPIRED',
      message: 'This order expired and its tickets were released. Start a new order.',
    });
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(0);
    expect(await t.db.query('SELECT 1 FROM tickets WHERE order_id = $1', [held.body.data.id])).toHaveLength(
      0,
    );
    // The job that comes later finds nothing left to do.
    await t.app.jobs.runDueJobs({ now: inMinutes(11) });
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(0);
  });

  it('shows an ended hold as expired when the order is read', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const buyer = await seedUser(t.db);
    const held = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    await t.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      held.body.data.id,
    ]);
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/v1/orders/${held.body.data.id}`,
      token: buyer.token,
    });
    expect(res.body.data.status).toBe('expired');
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(0);
  });

  it('never expires a paid order, and capacity never goes below zero', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, { ticketTypes: [{ quantity: 3 }] });
    const buyer = await seedUser(t.db);
    const held = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
    ]);
    await pay(t.app, buyer.token, held.body.data.id);
    await t.app.jobs.runDueJobs({ now: inMinutes(60) });
    expect(await status(held.body.data.id)).toBe('paid');
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(2);
    // Even a forced second release cannot take `sold` below zero.
    await t.db.query(`UPDATE ticket_types SET sold = 0 WHERE id = $1`, [ticketTypeIds[0]]);
    await t.db.query(
      `UPDATE orders SET status = 'pending', expires_at = now() - interval '1 minute' WHERE id = $1`,
      [held.body.data.id],
    );
    await expireOrder(t.db, held.body.data.id, { claimMinutes: 30, now: new Date() });
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(0);
  });

  it('the periodic sweep expires orders whose own job is missing', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, { ticketTypes: [{ quantity: 5 }] });
    const buyer = await seedUser(t.db);
    const held = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
    ]);
    await t.db.query(`DELETE FROM jobs WHERE payload->>'orderId' = $1`, [held.body.data.id]);
    await enqueue(t.db, sweepExpiredOrders, {});
    await t.app.jobs.runDueJobs({ now: inMinutes(11) });
    expect(await status(held.body.data.id)).toBe('expired');
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(0);
  });
});
