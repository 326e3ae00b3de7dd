import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay, placeOrder, seedEvent, seedUser, soldCount } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { FakeStripeServer } from '../../providers/payments/fake-stripe-server.ts';
import { userChannel } from '../../realtime/channels.ts';

const SECRET = 'whsec_refunds';
const fake = new FakeStripeServer();
let t: TestApp;
beforeAll(async () => {
  await fake.start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_refunds',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

function deliver(payload: string) {
  return call(t.app, {
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': FakeStripeServer.sign(payload, SECRET),
    },
  });
}

/** An order paid through Stripe (intent created, success delivered). */
async function paidOrder(quantity = 2, buyer?: Awaited<ReturnType<typeof seedUser>>) {
  const event = await seedEvent(t.db, { title: 'Gala', ticketTypes: [{ priceCents: 2000, quantity: 10 }] });
  buyer ??= await seedUser(t.db);
  const placed = await placeOrder(t.app, buyer.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity },
  ]);
  const started = await pay(t.app, buyer.token, placed.body.data.id, undefined);
  const intentId = started.body.data.payment.clientSecret.split('_secret_')[0] as string;
  await deliver(fake.event('payment_intent.succeeded', fake.intentObject(intentId)));
  return {
    event,
    buyer,
    orderId: placed.body.data.id as string,
    intentId,
    total: placed.body.data.totalCents as number,
  };
}

async function approvedRefund(orderId: string, buyerToken: string, hostToken: string) {
  const request = await call(t.app, {
    method: 'POST',
    url: `/api/v1/orders/${orderId}/refund-requests`,
    token: buyerToken,
    payload: { reason: 'Sick' },
  });
  const approved = await call(t.app, {
    method: 'POST',
    url: `/api/v1/refund-requests/${request.body.data.id}/approve`,
    token: hostToken,
    payload: {},
  });
  return approved.body.data;
}

const refundLedger = (orderId: string) =>
  t.db.query<{ amount_cents: number }>(
    `SELECT amount_cents FROM ledger_entries WHERE order_id = $1 AND kind = 'refund'`,
    [orderId],
  );

describe('Stripe refunds follow the webhook', () => {
  it('stays pending until Stripe reports the refund, then completes once', async () => {
    const { event, buyer, orderId, intentId } = await paidOrder(2);
    const approved = await approvedRefund(orderId, buyer.token, event.host.token);
    expect(approved).toMatchObject({ status: 'approved', refundStatus: 'pending', amountCents: 4000 });
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(sent?.params.get('amount')).toBe('4000');
    expect(sent?.idempotencyKey).toBe(`refund-${approved.id}`);
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
    expect(await refundLedger(orderId)).toHaveLength(0);

    // A retried submit job does not refund twice: the refund id is known.
    await t.app.jobs.runDueJobs();
    expect(
      fake.requests.filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === `refund-${approved.id}`),
    ).toHaveLength(1);

    const payload = fake.event('charge.refunded', fake.refundedCharge(intentId, 4000));
    await deliver(payload);
    await deliver(payload);
    await deliver(fake.event('charge.refunded', fake.refundedCharge(intentId, 4000)));
    const view = await call(t.app, { method: 'GET', url: '/api/v1/me/refund-requests', token: buyer.token });
    expect(view.body.data.items[0].refundStatus).toBe('succeeded');
    expect((await refundLedger(orderId)).map((e) => e.amount_cents).sort()).toEqual([-4000, 4000]);
  });

  it('records a failed refund', async () => {
    const { event, buyer, orderId } = await paidOrder(1);
    const approved = await approvedRefund(orderId, buyer.token, event.host.token);
    const refundId = (await t.db.maybeOne<{ provider_refund_id: string }>(
      'SELECT provider_refund_id FROM refund_requests WHERE id = $1',
      [approved.id],
    ))!.provider_refund_id;
    await deliver(
      fake.event('refund.failed', {
        id: refundId,
        object: 'refund',
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
      }),
    );
    const row = await t.db.maybeOne<{ refund_status: string; refund_error: string }>(
      'SELECT refund_status, refund_error FROM refund_requests WHERE id = $1',
      [approved.id],
    );
    expect(row).toEqual({ refund_status: 'failed', refund_error: 'expired_or_canceled_card' });
    // A late success report for that refund still completes it: the provider has the last word.
    await deliver(fake.event('refund.updated', { id: refundId, object: 'refund', status: 'succeeded' }));
    expect((await refundLedger(orderId)).map((e) => e.amount_cents).sort()).toEqual([-2000, 2000]);
  });

  it('records a refund made in the Stripe dashboard: partial, then whole', async () => {
    const { event, orderId, intentId, total } = await paidOrder(2);
    await deliver(fake.event('charge.refunded', fake.refundedCharge(intentId, 1000)));
    expect(
      (await t.db.maybeOne<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))!.status,
    ).toBe('partially_refunded');
    await deliver(fake.event('charge.refunded', fake.refundedCharge(intentId, total)));
    const tickets = await t.db.query<{ status: string }>('SELECT status FROM tickets WHERE order_id = $1', [
      orderId,
    ]);
    expect(tickets.map((x) => x.status)).toEqual(['void', 'void']);
    expect(await soldCount(t.db, event.ticketTypeIds[0]!)).toBe(0);
    const entries = await t.db.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM ledger_entries WHERE order_id = $1',
      [orderId],
    );
    expect(entries.reduce((s, e) => s + e.amount_cents, 0)).toBe(0);
    expect(
      (await refundLedger(orderId)).filter((e) => e.amount_cents > 0).reduce((s, e) => s + e.amount_cents, 0),
    ).toBe(total);
  });

  it('tells every holder, a friend who claimed a shared ticket too, once, and drops their chat access', async () => {
    const buyerEmail = `bea-${crypto.randomUUID()}@test.local`;
    const friendEmail = `fran-${crypto.randomUUID()}@test.local`;
    const friendPhone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const buyer = await seedUser(t.db, { name: 'Bea Buyer', email: buyerEmail });
    const { orderId, intentId, total } = await paidOrder(2, buyer);
    const friend = await seedUser(t.db, { name: 'Fran Friend', email: friendEmail, phone: friendPhone });
    const [given] = await t.db.query<{ id: string }>(
      'SELECT id FROM tickets WHERE order_id = $1 ORDER BY id LIMIT 1',
      [orderId],
    );
    const share = await call(t.app, {
      method: 'POST',
      url: `/api/v1/tickets/${given!.id}/share`,
      token: buyer.token,
      payload: {},
    });
    const claim = await call(t.app, {
      method: 'POST',
      url: `/api/v1/shared/${share.body.data.shareToken}/claim`,
      token: friend.token,
      payload: {},
    });
    expect(claim.status).toBe(200);

    const dropped: string[] = [];
    const stops = await Promise.all(
      [buyer.userId, friend.userId].map((id) =>
        t.app.ctx.providers.pubsub.subscribe(userChannel(id), (raw) => {
          if (JSON.parse(raw).access) dropped.push(id);
        }),
      ),
    );
    const payload = fake.event('charge.refunded', fake.refundedCharge(intentId, total));
    expect((await deliver(payload)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dropped.sort()).toEqual([buyer.userId, friend.userId].sort());
    await Promise.all(stops.map((stop) => stop()));
    const tickets = await t.db.query<{ status: string }>('SELECT status FROM tickets WHERE order_id = $1', [
      orderId,
    ]);
    expect(tickets.map((x) => x.status)).toEqual(['void', 'void']);

    await deliver(payload);
    await deliver(fake.event('charge.refunded', fake.refundedCharge(intentId, total)));
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();

    const sentTo = (recipient: string) =>
      t.db.query<{ channel: string; subject: string | null; body: string }>(
        'SELECT channel, subject, body FROM outbox_messages WHERE recipient = $1',
        [recipient],
      );
    const friendMail = await sentTo(friendEmail);
    expect(friendMail).toHaveLength(1);
    expect(friendMail[0]!.subject).toBe('Your ticket was refunded: Gala');
    expect(friendMail[0]!.body).toMatch(/Bea paid, so the money went back to their card/);
    const friendSms = await sentTo(friendPhone);
    expect(friendSms).toHaveLength(1);
    expect(friendSms[0]!.body).toMatch(/Gala was refunded and no longer admits you/);
    const buyerMail = await sentTo(buyerEmail);
    expect(buyerMail.filter((m) => m.subject === 'Your ticket was refunded: Gala')).toHaveLength(1);
    expect(buyerMail.find((m) => m.subject === 'Your ticket was refunded: Gala')!.body).toMatch(
      /went back to your card/,
    );

    const notices = await t.db.query<{ user_id: string }>(
      `SELECT user_id FROM notifications WHERE payload->>'kind' = 'ticket_refunded' AND user_id IN ($1, $2)`,
      [buyer.userId, friend.userId],
    );
    expect(notices.map((n) => n.user_id).sort()).toEqual([buyer.userId, friend.userId].sort());
  });
});
