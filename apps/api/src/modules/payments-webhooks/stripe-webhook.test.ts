import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay, placeOrder, seedEvent, seedUser, soldCount } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { FakeStripeServer } from '../../providers/payments/fake-stripe-server.ts';

const SECRET = 'whsec_test_secret';
const fake = new FakeStripeServer();
let t: TestApp;
beforeAll(async () => {
  await fake.start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_webhooks',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: fake.url,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

function deliver(payload: string, signature = FakeStripeServer.sign(payload, SECRET)) {
  return call(t.app, {
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

/** A pending Stripe order with its PaymentIntent created. */
async function startedOrder(quantity = 2) {
  const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 2500, quantity: 10 }] });
  const buyer = await seedUser(t.db);
  const placed = await placeOrder(t.app, buyer.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity },
  ]);
  const started = await pay(t.app, buyer.token, placed.body.data.id, undefined);
  const intentId = started.body.data.payment.clientSecret.split('_secret_')[0] as string;
  return { event, buyer, order: started.body.data, intentId };
}

const orderStatus = async (id: string) =>
  (await t.db.maybeOne<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))!.status;
const ticketCount = async (orderId: string) =>
  (await t.db.query('SELECT 1 FROM tickets WHERE order_id = $1', [orderId])).length;

describe('Stripe checkout', () => {
  it('starts one PaymentIntent per order and hands the client its secret', async () => {
    const { buyer, order, intentId } = await startedOrder();
    expect(order).toMatchObject({
      status: 'pending',
      payment: { provider: 'stripe', publishableKey: 'pk_test_123' },
    });
    expect(fake.intents.get(intentId)).toMatchObject({
      amount: 5000 + 450,
      currency: 'usd',
      metadata: { orderId: order.id },
    });
    const again = await pay(t.app, buyer.token, order.id, undefined);
    expect(again.body.data.payment.clientSecret).toBe(order.payment.clientSecret);
    expect([...fake.intents.values()].filter((i) => i.metadata.orderId === order.id)).toHaveLength(1);
    const config = await call(t.app, { method: 'GET', url: '/api/v1/payments/config' });
    expect(config.body.data).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_123',
      testCards: null,
    });
  });

  it('marks the order paid when the signed success event arrives, once however often it is delivered', async () => {
    const { order, intentId } = await startedOrder(2);
    const payload = fake.event('payment_intent.succeeded', fake.intentObject(intentId));
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ received: true, duplicate: false });
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await ticketCount(order.id)).toBe(2);
    const again = await deliver(payload);
    expect(again.body.data.duplicate).toBe(true);
    // The same success under a new event id changes nothing either.
    await deliver(fake.event('payment_intent.succeeded', fake.intentObject(intentId)));
    expect(await ticketCount(order.id)).toBe(2);
    const ledger = await t.db.query('SELECT 1 FROM ledger_entries WHERE order_id = $1', [order.id]);
    expect(ledger).toHaveLength(3);
  });

  it('refuses a bad signature, a missing one and a stale event', async () => {
    const { order, intentId } = await startedOrder();
    const payload = fake.event('payment_intent.succeeded', fake.intentObject(intentId));
    const forged = await deliver(payload, FakeStripeServer.sign(payload, 'whsec_wrong'));
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const tampered = await deliver(
      payload.replace('"livemode":false', '"livemode":true'),
      FakeStripeServer.sign(payload, SECRET),
    );
    expect(tampered.status).toBe(400);
    const unsigned = await call(t.app, {
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    const stale = await deliver(
      payload,
      FakeStripeServer.sign(payload, SECRET, Math.floor(Date.now() / 1000) - 400),
    );
    expect(stale.status).toBe(400);
    expect(await orderStatus(order.id)).toBe('pending');
    // A refused event was not remembered: the genuine delivery still counts.
    expect((await deliver(payload)).body.data.duplicate).toBe(false);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('never un-refunds: a success that arrives after the refund leaves the order refunded', async () => {
    const { event, order, intentId } = await startedOrder(3);
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(3);
    await deliver(fake.event('charge.refunded', fake.refundedCharge(intentId, order.totalCents)));
    expect(await orderStatus(order.id)).toBe('refunded');
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
    await deliver(fake.event('payment_intent.succeeded', fake.intentObject(intentId)));
    expect(await orderStatus(order.id)).toBe('refunded');
    expect(await ticketCount(order.id)).toBe(0);
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
  });

  it('ignores a success event whose amount does not match the order', async () => {
    const { order, intentId } = await startedOrder();
    await deliver(fake.event('payment_intent.succeeded', { ...fake.intentObject(intentId), amount: 1 }));
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('refunds a late payment when the released tickets were sold meanwhile', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 1000, quantity: 1 }] });
    const [late, quick] = [await seedUser(t.db), await seedUser(t.db)];
    const placed = await placeOrder(t.app, late.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
    ]);
    const started = await pay(t.app, late.token, placed.body.data.id, undefined);
    const intentId = started.body.data.payment.clientSecret.split('_secret_')[0];
    await t.app.jobs.runDueJobs({ now: new Date(Date.now() + 11 * 60_000) });
    expect(await orderStatus(placed.body.data.id)).toBe('expired');
    await placeOrder(t.app, quick.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 1 },
    ]);
    const refundsBefore = fake.requests.filter((r) => r.path === '/v1/refunds').length;
    await deliver(fake.event('payment_intent.succeeded', fake.intentObject(intentId)));
    expect(await orderStatus(placed.body.data.id)).toBe('refunded');
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.length - refundsBefore).toBe(1);
    expect(refunds.at(-1)?.params.get('amount')).toBe(String(1000 + 50 + 100));
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(1);
  });
});
