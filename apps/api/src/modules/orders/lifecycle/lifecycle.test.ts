import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, seedEvent, seedUser, soldCount } from '../../../../test/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { type LifecycleEvent, onLifecycle } from './lifecycle.ts';
import { payPendingOrder, settleOrderRefund } from './order-transitions.ts';
import { redeemTicket, refundTickets, voidTickets } from './ticket-transitions.ts';

/** What the test subscriber saw, with whether the change was visible to another reader then. */
const seen: { event: LifecycleEvent; committed: boolean }[] = [];

let t: TestApp;
let unsubscribe: () => void;
beforeAll(async () => {
  t = await createTestApp();
  unsubscribe = onLifecycle('tickets.voided', 'test', async (event, ctx) => {
    const row = await ctx.db.maybeOne<{ n: number }>(
      `SELECT count(*)::int AS n FROM tickets WHERE holder_id = ANY($1::uuid[]) AND status = 'void'`,
      [event.holderIds],
    );
    seen.push({ event, committed: (row?.n ?? 0) > 0 });
  });
});
afterAll(async () => {
  unsubscribe();
  await t.close();
});

const options = () => ({ claimMinutes: 30, now: new Date() });

/** A paid order of `quantity` tickets of a type of 5; its buyer holds them. */
async function paidOrder(quantity = 2) {
  const event = await seedEvent(t.db, { ticketTypes: [{ quantity: 5 }] });
  const buyer = await seedUser(t.db);
  const ticketTypeId = event.ticketTypeIds[0]!;
  const order = await buyTickets(t.app, buyer.token, event.eventId, [{ ticketTypeId, quantity }]);
  return { order, buyer, ticketTypeId, eventId: event.eventId };
}

const ticketStatuses = async (orderId: string) =>
  (
    await t.db.query<{ status: string }>('SELECT status FROM tickets WHERE order_id = $1 ORDER BY id', [
      orderId,
    ])
  ).map((r) => r.status);

describe('a transition happens once', () => {
  it('pays a pending order once: a second confirmation writes no second set of tickets', async () => {
    const { order } = await paidOrder(2);
    const again = await t.db.transaction((tx) =>
      payPendingOrder(tx, order.id, { provider: 'sandbox', ref: 'again', now: new Date() }),
    );
    expect(again).toBe(false);
    expect(await ticketStatuses(order.id)).toEqual(['valid', 'valid']);
  });

  it('voids once: a second void changes nothing and gives nothing back to inventory again', async () => {
    const { order, ticketTypeId } = await paidOrder(2);
    expect(await soldCount(t.db, ticketTypeId)).toBe(2);
    const first = await t.db.transaction((tx) =>
      voidTickets(tx, { orderId: order.id }, ['valid', 'redeemed'], options()),
    );
    const second = await t.db.transaction((tx) =>
      voidTickets(tx, { orderId: order.id }, ['valid', 'redeemed'], options()),
    );
    expect(first).toHaveLength(2);
    expect(second).toEqual([]);
    expect(await soldCount(t.db, ticketTypeId)).toBe(0);
    expect(await ticketStatuses(order.id)).toEqual(['void', 'void']);
  });

  it('refunds a ticket once, and only while its holder is the one who asked', async () => {
    const { order, buyer, ticketTypeId } = await paidOrder(2);
    const [ticket, other] = order.tickets;
    const refund = (holderId: string) =>
      t.db.transaction((tx) => refundTickets(tx, order.id, [{ id: ticket!.id, holderId }], options()));
    expect(await refund((await seedUser(t.db)).userId)).toEqual([]);
    expect(await refund(buyer.userId)).toHaveLength(1);
    expect(await refund(buyer.userId)).toEqual([]);
    expect(await soldCount(t.db, ticketTypeId)).toBe(1);
    // The order follows its tickets: one still valid, so partly refunded; settling twice keeps it so.
    for (let i = 0; i < 2; i += 1) await t.db.transaction((tx) => settleOrderRefund(tx, order.id, 0));
    const row = await t.db.maybeOne<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      order.id,
    ]);
    expect(row?.status).toBe('partially_refunded');
    expect(await ticketStatuses(order.id)).toContain('valid');
    expect(other).toBeDefined();
  });

  it('lets a ticket in at the door once', async () => {
    const { order, eventId, buyer } = await paidOrder(1);
    const ref = { ticketId: order.tickets[0]!.id };
    expect(await redeemTicket(t.db, ref, eventId, buyer.userId)).toBeDefined();
    expect(await redeemTicket(t.db, ref, eventId, buyer.userId)).toBeUndefined();
  });

  it('lets exactly one of many concurrent voids win', async () => {
    const { order, ticketTypeId } = await paidOrder(3);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction((tx) => voidTickets(tx, { orderId: order.id }, ['valid'], options())),
      ),
    );
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
    expect(results.flat()).toHaveLength(3);
    expect(await soldCount(t.db, ticketTypeId)).toBe(0);
  });

  it('lets exactly one of many concurrent refunds of one ticket win', async () => {
    const { order, buyer, ticketTypeId } = await paidOrder(1);
    const asked = [{ id: order.tickets[0]!.id, holderId: buyer.userId }];
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction((tx) => refundTickets(tx, order.id, asked, options())),
      ),
    );
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
    expect(await soldCount(t.db, ticketTypeId)).toBe(0);
  });
});

describe('subscribers', () => {
  it('run after the commit, with the change visible', async () => {
    const { order, buyer } = await paidOrder(1);
    seen.length = 0;
    await t.db.transaction(async (tx) => {
      await voidTickets(tx, { orderId: order.id }, ['valid'], options());
      // Not yet: the transaction is still open.
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([{ event: { type: 'tickets.voided', holderIds: [buyer.userId] }, committed: true }]);
  });

  it('never run when the transaction rolls back', async () => {
    const { order } = await paidOrder(1);
    seen.length = 0;
    await expect(
      t.db.transaction(async (tx) => {
        await voidTickets(tx, { orderId: order.id }, ['valid'], options());
        throw new Error('the caller fails after the transition');
      }),
    ).rejects.toThrow('the caller fails');
    expect(seen).toEqual([]);
    expect(await ticketStatuses(order.id)).toEqual(['valid']);
  });
});
