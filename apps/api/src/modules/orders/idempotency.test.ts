import { SANDBOX_CARDS } from '@mingle/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay, placeOrder, seedEvent, seedUser, soldCount } from '../../../test/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ChargeInput, PaymentProvider, RefundInput } from '../../providers/payments/payment-provider.ts';
import { SandboxPayments } from '../../providers/payments/sandbox-payments.ts';

/** The sandbox, counting charges and slowed down so replays arrive while the first is running. */
class CountingPayments implements PaymentProvider {
  readonly name = 'sandbox';
  readonly #inner = new SandboxPayments();
  charges: ChargeInput[] = [];
  async charge(input: ChargeInput) {
    this.charges.push(input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return this.#inner.charge(input);
  }
  refund(input: RefundInput) {
    return this.#inner.refund(input);
  }
}

const payments = new CountingPayments();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { providers: { payments } });
});
afterAll(() => t.close());

describe('Idempotency-Key', () => {
  it('makes one order out of 50 concurrent replays, each answered the same', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, { ticketTypes: [{ quantity: 100 }] });
    const buyer = await seedUser(t.db);
    const items = [{ ticketTypeId: ticketTypeIds[0]!, quantity: 2 }];
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        placeOrder(t.app, buyer.token, eventId, items, { idempotencyKey: 'checkout-1' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const first = results[0]!.body;
    for (const r of results) expect(r.body).toEqual(first);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await t.db.query('SELECT id FROM orders WHERE buyer_id = $1', [buyer.userId])).toHaveLength(1);
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(2);
  });

  it('refuses the same key with a different body, and keeps keys apart per user', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const [a, b] = [await seedUser(t.db), await seedUser(t.db)];
    const one = [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }];
    expect((await placeOrder(t.app, a.token, eventId, one, { idempotencyKey: 'k' })).status).toBe(200);
    const changed = await placeOrder(
      t.app,
      a.token,
      eventId,
      [{ ticketTypeId: ticketTypeIds[0]!, quantity: 3 }],
      {
        idempotencyKey: 'k',
      },
    );
    expect(changed.status).toBe(422);
    expect(changed.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await placeOrder(t.app, b.token, eventId, one, { idempotencyKey: 'k' })).status).toBe(200);
    expect(await soldCount(t.db, ticketTypeIds[0]!)).toBe(2);
    const bad = await placeOrder(t.app, a.token, eventId, one, { idempotencyKey: 'x'.repeat(201) });
    expect(bad.status).toBe(400);
  });

  it('charges once for 50 concurrent payment replays', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const buyer = await seedUser(t.db);
    const placed = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 3 },
    ]);
    const orderId = placed.body.data.id;
    const before = payments.charges.length;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => pay(t.app, buyer.token, orderId, SANDBOX_CARDS.succeeds, 'pay-1')),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    expect(payments.charges.length - before).toBe(1);
    expect(await t.db.query('SELECT id FROM tickets WHERE order_id = $1', [orderId])).toHaveLength(3);
    const ledger = await t.db.query('SELECT id FROM ledger_entries WHERE order_id = $1', [orderId]);
    expect(ledger).toHaveLength(3);
  });

  it('charges once when payments with different keys race for one order', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const buyer = await seedUser(t.db);
    const placed = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    const before = payments.charges.length;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pay(t.app, buyer.token, placed.body.data.id, SANDBOX_CARDS.succeeds, `race-${i}`),
      ),
    );
    expect(payments.charges.length - before).toBe(1);
    // The others either saw the paid order or were told a payment is in progress.
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(
      await t.db.query('SELECT id FROM tickets WHERE order_id = $1', [placed.body.data.id]),
    ).toHaveLength(1);
  });

  it('replays a decline without charging again, but forgets a processor failure so the key can retry', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db);
    const buyer = await seedUser(t.db);
    const placed = await placeOrder(t.app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    const orderId = placed.body.data.id;
    const before = payments.charges.length;
    const declined = await pay(t.app, buyer.token, orderId, SANDBOX_CARDS.declined, 'decline-key');
    const replay = await pay(t.app, buyer.token, orderId, SANDBOX_CARDS.declined, 'decline-key');
    expect(replay.status).toBe(422);
    expect(replay.body).toEqual(declined.body);
    expect(payments.charges.length - before).toBe(1);

    await pay(t.app, buyer.token, orderId, SANDBOX_CARDS.processingError, 'flaky-key');
    await pay(t.app, buyer.token, orderId, SANDBOX_CARDS.processingError, 'flaky-key');
    expect(payments.charges.length - before).toBe(3);
  });
});
