import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { PlaceRefused, retakePlaces } from '../admission/index.ts';
import type { IdempotencyOutcome } from './idempotency.ts';
import { claimTickets, countPromoUse } from './inventory.repository.ts';
import {
  type Payment,
  payPendingOrder,
  refundUnpaidOrder,
  reopenExpiredOrder,
} from './lifecycle/order-transitions.ts';
import { getOrderItems } from './order-lines.ts';
import { expireOrder } from './order-release.ts';
import { getOrder, type OrderRow } from './orders.repository.ts';
import * as repo from './payment.repository.ts';

/** How long a charge may run before another attempt (or the expiry job) may take the order. */
const PAYMENT_LOCK_SECONDS = 120;

const orderExpired = () =>
  new AppError('ORDER_EXPIRED', 'This order expired and its tickets were released. Start a new order.');

class LatePaymentUnfulfillable extends Error {}

/**
 * The provider took the money: mark the order paid. When the hold ran out first, the tickets
 * are claimed again if they are still there; if not, the payment is refunded in full.
 */
export async function confirmProviderPayment(
  ctx: AppContext,
  orderId: string,
  payment: Payment & { ref: string },
  outcome?: IdempotencyOutcome,
  facts?: repo.PaidOrderFacts,
): Promise<'paid' | 'ignored' | 'refunded'> {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await payPendingOrder(tx, orderId, payment, facts ? { facts } : {})) {
        await outcome?.record(tx, orderId);
        return 'paid';
      }
      const order = await getOrder(tx, orderId);
      if (order?.status !== 'expired') return 'ignored';
      const items = await getOrderItems(tx, orderId);
      // The places the hold kept may have gone to others meanwhile.
      const seats = items.reduce((sum, item) => sum + item.quantity, 0);
      try {
        await retakePlaces(tx, { eventId: order.event_id, seats });
      } catch (err) {
        if (err instanceof PlaceRefused) throw new LatePaymentUnfulfillable();
        throw err;
      }
      const sorted = [...items].sort((a, b) => (a.ticket_type_id < b.ticket_type_id ? -1 : 1));
      for (const item of sorted) {
        if (!(await claimTickets(tx, item.ticket_type_id, item.quantity)))
          throw new LatePaymentUnfulfillable();
      }
      // The buyer already paid the promo price, so the use counts even past its limit.
      if (order.promo_code_id) await countPromoUse(tx, order.promo_code_id);
      await reopenExpiredOrder(tx, orderId);
      await payPendingOrder(tx, orderId, payment);
      await outcome?.record(tx, orderId);
      return 'paid';
    });
  } catch (err) {
    if (!(err instanceof LatePaymentUnfulfillable)) throw err;
    const order = (await getOrder(ctx.db, orderId))!;
    const refund = await ctx.providers.payments.refund({
      paymentRef: payment.ref,
      amountCents: order.total_cents,
      currency: order.currency,
      idempotencyKey: `order-${orderId}-unfulfillable`,
    });
    if (refund.status === 'failed')
      throw new Error(`refund of an unfulfillable payment failed: ${refund.message}`);
    await ctx.db.transaction((tx) =>
      refundUnpaidOrder(
        tx,
        orderId,
        { refundedCents: order.total_cents, provider: payment.provider, providerRef: payment.ref },
        { claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES, now: payment.now },
      ),
    );
    return 'refunded';
  }
}

async function recordPaymentError(ctx: AppContext, orderId: string, message: string): Promise<void> {
  await repo.recordPaymentError(ctx.db, orderId, message);
}

/** A provider's charge (its PaymentIntent) failed: the buyer of the pending order sees why. */
export async function recordIntentError(ctx: AppContext, intentId: string, message: string): Promise<void> {
  await repo.recordIntentError(ctx.db, intentId, message);
}

/** Stripe: create (once per order) the PaymentIntent the browser confirms; the webhook does the rest. */
async function startStripePayment(ctx: AppContext, order: OrderRow): Promise<void> {
  if (order.provider === 'stripe' && order.client_secret) return;
  let result: Awaited<ReturnType<AppContext['providers']['payments']['charge']>>;
  try {
    result = await ctx.providers.payments.charge({
      orderId: order.id,
      amountCents: order.total_cents,
      currency: order.currency,
      idempotencyKey: `order-${order.id}-intent`,
      description: `Mingle order ${order.id}`,
    });
  } catch {
    throw new AppError('PAYMENT_FAILED', 'The payment provider could not be reached. Try again in a moment.');
  }
  if (result.status === 'declined') throw new AppError('PAYMENT_DECLINED', result.message);
  if (result.status === 'failed') throw new AppError('PAYMENT_FAILED', result.message);
  await repo.setStripeIntent(
    ctx.db,
    order.id,
    result.ref,
    result.status === 'requires_confirmation' ? result.clientSecret : null,
  );
  if (result.status === 'succeeded')
    await confirmProviderPayment(ctx, order.id, { provider: 'stripe', ref: result.ref, now: new Date() });
}

/**
 * POST orders/:id/pay. Free orders complete at once; the sandbox charges the test card now;
 * Stripe starts a PaymentIntent. One charge runs per order at a time (a lock on the order row),
 * and a hold that has ended is expired here rather than paid.
 */
export async function payOrder(
  ctx: AppContext,
  buyerId: string,
  orderId: string,
  cardNumber: string | undefined,
  now = new Date(),
  outcome?: IdempotencyOutcome,
): Promise<void> {
  // A card charge reads the order and takes its payment lock in one round trip; the lock is
  // taken only when every check below passes, so a refusal leaves the order as it was.
  const charging = ctx.providers.payments.name !== 'stripe' && Boolean(cardNumber);
  const locking = charging
    ? await repo.readAndLockForCharge(ctx.db, orderId, buyerId, now, PAYMENT_LOCK_SECONDS)
    : undefined;
  const order = charging ? locking : await getOrder(ctx.db, orderId);
  if (!order || order.buyer_id !== buyerId) throw notFound('Order');
  if (order.status === 'paid') return;
  if (order.status === 'refunded' || order.status === 'partially_refunded') {
    throw new AppError('UNPROCESSABLE', 'This order was refunded');
  }
  if (order.status === 'expired') throw orderExpired();
  if (order.expires_at <= now) {
    await expireOrder(ctx.db, orderId, { claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES, now });
    throw orderExpired();
  }
  if (order.total_cents === 0) {
    await ctx.db.transaction(async (tx) => {
      await payPendingOrder(tx, orderId, { provider: 'free', ref: null, now });
      await outcome?.record(tx, orderId);
    });
    return;
  }
  if (ctx.providers.payments.name === 'stripe') return startStripePayment(ctx, order);
  if (!cardNumber || !locking)
    throw new AppError('VALIDATION_FAILED', 'Enter the card number', { cardNumber: 'Enter the card number' });

  const attempt = locking.locked_attempt;
  if (attempt === null) {
    const fresh = await getOrder(ctx.db, orderId);
    if (fresh?.status === 'paid') return;
    if (fresh?.status !== 'pending') throw orderExpired();
    throw new AppError('CONFLICT', 'A payment for this order is already in progress');
  }
  let result: Awaited<ReturnType<AppContext['providers']['payments']['charge']>>;
  try {
    result = await ctx.providers.payments.charge({
      orderId,
      amountCents: order.total_cents,
      currency: order.currency,
      cardNumber,
      idempotencyKey: `order-${orderId}-attempt-${attempt}`,
      description: `Mingle order ${orderId}`,
    });
  } catch {
    const message = 'The payment provider could not be reached. Try again in a moment.';
    await recordPaymentError(ctx, orderId, message);
    throw new AppError('PAYMENT_FAILED', message);
  }
  if (result.status === 'succeeded') {
    await confirmProviderPayment(
      ctx,
      orderId,
      { provider: ctx.providers.payments.name, ref: result.ref, now },
      outcome,
      locking,
    );
    return;
  }
  if (result.status === 'requires_confirmation') {
    throw new Error('the sandbox provider does not ask for confirmation');
  }
  await recordPaymentError(ctx, orderId, result.message);
  throw new AppError(result.status === 'declined' ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED', result.message);
}
