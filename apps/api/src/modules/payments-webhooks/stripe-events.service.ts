import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import {
  appendLedgerEntries,
  confirmProviderPayment,
  findOrderByProviderRef,
  type OrderRow,
  refundEntries,
  releaseOrderInventory,
  releasePromoCodeUse,
} from '../orders/index.ts';
import { completeRefund, failRefund } from '../refunds/index.ts';

/**
 * Applies one verified Stripe event. Every change is a guarded state transition that only moves
 * forward (pending → paid → refunded), so duplicates and out-of-order deliveries change nothing.
 */
export async function applyStripeEvent(
  ctx: AppContext,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentSucceeded(ctx, event.data.object, log);
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      await ctx.db.query(
        `UPDATE orders SET payment_error = $2, updated_at = now() WHERE provider_ref = $1 AND status = 'pending'`,
        [intent.id, intent.last_payment_error?.message ?? 'The payment failed'],
      );
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

/** An approved request of ours waiting for its money to go back. */
function pendingRefundRequest(ctx: AppContext, orderId: string) {
  return ctx.db.maybeOne<{ id: string; amount_cents: number }>(
    `SELECT id, amount_cents FROM refund_requests WHERE order_id = $1 AND status = 'approved' AND refund_status = 'pending'`,
    [orderId],
  );
}

async function chargeRefunded(ctx: AppContext, charge: Stripe.Charge): Promise<void> {
  const ref = intentId(charge.payment_intent);
  const order = ref ? await findOrderByProviderRef(ctx.db, ref) : undefined;
  if (!order) return;
  const ours = await pendingRefundRequest(ctx, order.id);
  if (ours && charge.amount_refunded >= ours.amount_cents) {
    await completeRefund(ctx.db, ours.id, null);
    return;
  }
  if (order.status === 'pending' || order.status === 'expired')
    return refundBeforePayment(ctx, order, charge.amount_refunded);
  if (!ours) await recordOutsideRefund(ctx, order, charge.amount_refunded);
}

/**
 * The refund arrived before the success event (out of order): the order never becomes paid.
 * A pending order's hold is released now; the late success event then finds it refunded.
 */
async function refundBeforePayment(ctx: AppContext, order: OrderRow, amountRefunded: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await tx.maybeOne<{ status: string }>(
      'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
      [order.id],
    );
    if (current?.status !== 'pending' && current?.status !== 'expired') return;
    await tx.query(
      `UPDATE orders SET status = 'refunded', refunded_cents = LEAST($2, total_cents), updated_at = now() WHERE id = $1`,
      [order.id, amountRefunded],
    );
    if (current.status !== 'pending') return;
    await releaseOrderInventory(tx, order.id, {
      claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES,
      now: new Date(),
    });
    if (order.promo_code_id) await releasePromoCodeUse(tx, order.promo_code_id);
  });
}

/**
 * A refund made in Stripe's dashboard: the ledger records what went back; once the whole
 * ticket price is back the tickets are void and return to inventory.
 */
async function recordOutsideRefund(ctx: AppContext, order: OrderRow, amountRefunded: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await tx.maybeOne<{ status: string; refunded_cents: number }>(
      'SELECT status, refunded_cents FROM orders WHERE id = $1 FOR UPDATE',
      [order.id],
    );
    const refunded = Math.min(amountRefunded, order.total_cents);
    if (
      !current ||
      !['paid', 'partially_refunded'].includes(current.status) ||
      refunded <= current.refunded_cents
    )
      return;
    const status =
      refunded >= order.subtotal_cents - order.discount_cents ? 'refunded' : 'partially_refunded';
    await tx.query('UPDATE orders SET refunded_cents = $2, status = $3, updated_at = now() WHERE id = $1', [
      order.id,
      refunded,
      status,
    ]);
    const event = await tx.maybeOne<{ organization_id: string }>(
      'SELECT organization_id FROM events WHERE id = $1',
      [order.event_id],
    );
    await appendLedgerEntries(
      tx,
      {
        orderId: order.id,
        eventId: order.event_id,
        organizationId: event!.organization_id,
        currency: order.currency,
      },
      refundEntries(refunded - current.refunded_cents),
    );
    if (status !== 'refunded') return;
    await tx.query(
      `UPDATE tickets SET status = 'void', share_token_hash = NULL, updated_at = now()
        WHERE order_id = $1 AND status IN ('valid', 'redeemed')`,
      [order.id],
    );
    await releaseOrderInventory(tx, order.id, {
      claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES,
      now: new Date(),
    });
  });
}

async function refundUpdated(ctx: AppContext, refund: Stripe.Refund): Promise<void> {
  let request = await ctx.db.maybeOne<{ id: string }>(
    'SELECT id FROM refund_requests WHERE provider_refund_id = $1',
    [refund.id],
  );
  if (!request) {
    // The webhook can beat the API answer that would have stored the refund id.
    const ref = intentId(refund.payment_intent);
    const order = ref ? await findOrderByProviderRef(ctx.db, ref) : undefined;
    request = order && (await pendingRefundRequest(ctx, order.id));
  }
  if (!request) return;
  if (refund.status === 'succeeded') await completeRefund(ctx.db, request.id, refund.id);
  else if (refund.status === 'failed' || refund.status === 'canceled') {
    await failRefund(ctx.db, request.id, refund.failure_reason ?? 'The refund failed');
  }
}
