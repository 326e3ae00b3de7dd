import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import {
  confirmProviderPayment,
  findOrderByProviderRef,
  type OrderRow,
  recordIntentError,
  recordOutsideRefund,
  refundUnpaidOrder,
} from '../orders/index.ts';
import { completeRefund, failRefund, notifyOutsideRefundOnCommit } from '../refunds/index.ts';
import * as repo from './stripe-events.repository.ts';

/**
 * Handles one verified Stripe event once: a repeated event id is answered as a duplicate, and
 * an event whose handling failed is forgotten so Stripe's retry of it is applied.
 */
export async function receiveStripeEvent(
  ctx: AppContext,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<{ duplicate: boolean }> {
  if (!(await repo.recordStripeEvent(ctx.db, event.id, event.type))) return { duplicate: true };
  try {
    await applyStripeEvent(ctx, event, log);
  } catch (err) {
    await repo.forgetStripeEvent(ctx.db, event.id);
    throw err;
  }
  return { duplicate: false };
}

/**
 * Applies one verified Stripe event. Every change is a guarded state transition that only moves
 * forward (pending → paid → refunded), so duplicates and out-of-order deliveries change nothing.
 */
async function applyStripeEvent(ctx: AppContext, event: Stripe.Event, log: FastifyBaseLogger): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentSucceeded(ctx, event.data.object, log);
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      await recordIntentError(ctx, intent.id, intent.last_payment_error?.message ?? 'The payment failed');
      return;
    }
    case 'charge.refunded':
      return chargeRefunded(ctx, event.data.object);
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return refundUpdated(ctx, event.data.object);
    default:
      return;
  }
}

async function paymentSucceeded(
  ctx: AppContext,
  intent: Stripe.PaymentIntent,
  log: FastifyBaseLogger,
): Promise<void> {
  const order = await findOrderByProviderRef(ctx.db, intent.id);
  if (!order) return;
  if (intent.amount !== order.total_cents || intent.currency.toUpperCase() !== order.currency) {
    log.warn(
      { orderId: order.id, intent: intent.id },
      'payment intent amount does not match its order; ignored',
    );
    return;
  }
  await confirmProviderPayment(ctx, order.id, { provider: 'stripe', ref: intent.id, now: new Date() });
}

function intentId(value: string | Stripe.PaymentIntent | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

async function chargeRefunded(ctx: AppContext, charge: Stripe.Charge): Promise<void> {
  const ref = intentId(charge.payment_intent);
  const order = ref ? await findOrderByProviderRef(ctx.db, ref) : undefined;
  if (!order) return;
  const ours = await repo.pendingRefundRequest(ctx.db, order.id);
  if (ours && charge.amount_refunded >= ours.amount_cents) {
    await completeRefund(ctx.db, ours.id, null);
    return;
  }
  if (order.status === 'pending' || order.status === 'expired')
    return refundBeforePayment(ctx, order, charge.amount_refunded);
  if (!ours) await outsideRefund(ctx, order, charge.amount_refunded);
}

/**
 * The refund arrived before the success event (out of order): the order never becomes paid.
 * A pending order's hold is released now; the late success event then finds it refunded.
 */
async function refundBeforePayment(ctx: AppContext, order: OrderRow, amountRefunded: number): Promise<void> {
  await ctx.db.transaction((tx) =>
    refundUnpaidOrder(tx, order.id, { refundedCents: amountRefunded }, releaseOptions(ctx)),
  );
}

const releaseOptions = (ctx: AppContext) => ({
  claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES,
  now: new Date(),
});

/**
 * A refund made in Stripe's dashboard: the ledger records what went back; once the whole
 * ticket price is back the tickets are void and return to inventory. Whoever held one (a friend
 * who claimed it too) loses the event chat before Stripe gets its answer and is told by a job
 * queued in the same transaction, so a crash after the commit cannot lose the message.
 */
async function outsideRefund(ctx: AppContext, order: OrderRow, amountRefunded: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const voided = await recordOutsideRefund(
      tx,
      {
        orderId: order.id,
        eventId: order.event_id,
        currency: order.currency,
        totalCents: order.total_cents,
        ticketPriceCents: order.subtotal_cents - order.discount_cents,
      },
      amountRefunded,
      releaseOptions(ctx),
    );
    await notifyOutsideRefundOnCommit(tx, order.id, voided);
  });
}

async function refundUpdated(ctx: AppContext, refund: Stripe.Refund): Promise<void> {
  let request = await repo.refundRequestOfProviderRefund(ctx.db, refund.id);
  if (!request) {
    // The webhook can beat the API answer that would have stored the refund id.
    const ref = intentId(refund.payment_intent);
    const order = ref ? await findOrderByProviderRef(ctx.db, ref) : undefined;
    request = order && (await repo.pendingRefundRequest(ctx.db, order.id));
  }
  if (!request) return;
  if (refund.status === 'succeeded') await completeRefund(ctx.db, request.id, refund.id);
  else if (refund.status === 'failed' || refund.status === 'canceled') {
    await failRefund(ctx.db, request.id, refund.failure_reason ?? 'The refund failed');
  }
}
