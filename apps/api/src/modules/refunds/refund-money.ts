import type { AppContext } from '../../app-context.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { appendLedgerEntries, findOrder, refundEntries, releaseOrderInventory } from '../orders/index.ts';
import * as repo from './refund-money.repository.ts';

/**
 * Approving a refund, in the caller's transaction: the request is approved (a guest's pending
 * one, or a new one for a mass refund), the order's tickets are refunded, they go back to
 * inventory (and to the waitlist), and jobs send the money back and tell the guest.
 * The ticket price is refunded; the fee is not.
 */
export async function approveOrderRefund(
  tx: Queryable,
  options: {
    orderId: string;
    hostId: string;
    message: string | null;
    reason: string;
    claimMinutes: number;
    now: Date;
  },
): Promise<string> {
  const { orderId, now } = options;
  const order = await repo.lockRefundableOrder(tx, orderId);
  if (order?.status !== 'paid') throw new AppError('UNPROCESSABLE', 'Only a paid order can be refunded');
  const decision: repo.Decision = {
    hostId: options.hostId,
    message: options.message,
    now,
    refundStatus: order.amount === 0 ? 'succeeded' : 'pending',
  };
  const approved =
    (await repo.approvePendingRequest(tx, orderId, decision)) ??
    (await repo.insertApprovedRequest(tx, { ...order, id: orderId }, options.reason, decision));
  if (!approved) throw new AppError('CONFLICT', 'This order is already being refunded');
  await repo.markTicketsRefunded(tx, orderId);
  await releaseOrderInventory(tx, orderId, { claimMinutes: options.claimMinutes, now });
  if (decision.refundStatus === 'succeeded') {
    await repo.markOrderRefunded(tx, orderId);
  } else {
    await enqueueJob(
      tx,
      'refunds.submit',
      { refundRequestId: approved.id },
      { dedupeKey: `refund-submit:${approved.id}` },
    );
  }
  await enqueueJob(tx, 'refunds.notify', { refundRequestId: approved.id });
  return approved.id;
}

/**
 * The money came back to the buyer: ledger entries (host −price, buyer +price) and the order
 * refunded. Guarded by the request's refund status, so a repeated webhook changes nothing.
 */
export function completeRefund(
  db: Db,
  refundRequestId: string,
  providerRefundId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Lock the order before the request, the order approveOrderRefund takes them in: a
    // concurrent approval then waits here instead of deadlocking with this transaction.
    await repo.lockOrderOfRequest(tx, refundRequestId);
    const done = await repo.markRefundSucceeded(tx, refundRequestId, providerRefundId);
    if (!done) return false;
    await appendLedgerEntries(
      tx,
      {
        orderId: done.order_id,
        refundRequestId,
        eventId: done.event_id,
        currency: done.currency,
      },
      refundEntries(done.amount_cents),
    );
    await repo.addRefundedToOrder(tx, done.order_id, done.amount_cents);
    return true;
  });
}

export async function failRefund(db: Db, refundRequestId: string, message: string): Promise<void> {
  await repo.markRefundFailed(db, refundRequestId, message);
}

/**
 * Sends an approved refund to the payment provider (the job, and inline right after approval).
 * The provider's idempotency key is the request id, so a retry never refunds twice. Stripe
 * answers "pending" and its webhook completes the refund later.
 */
export async function submitRefund(ctx: AppContext, refundRequestId: string): Promise<void> {
  const request = await repo.refundToSubmit(ctx.db, refundRequestId);
  if (request?.refund_status !== 'pending' || request.provider_refund_id) return;
  const order = (await findOrder(ctx.db, request.order_id))!;
  const provider = ctx.providers.payments;
  // Money the configured provider never took (free orders, sandbox orders after a switch to Stripe) has nothing to return.
  if (request.amount_cents === 0 || !order.provider_ref || order.provider !== provider.name) {
    await completeRefund(ctx.db, refundRequestId, null);
    return;
  }
  const result = await provider.refund({
    paymentRef: order.provider_ref,
    amountCents: request.amount_cents,
    currency: order.currency,
    idempotencyKey: `refund-${refundRequestId}`,
  });
  if (result.status === 'succeeded') await completeRefund(ctx.db, refundRequestId, result.ref);
  else if (result.status === 'pending') {
    await repo.setProviderRefundId(ctx.db, refundRequestId, result.ref);
  } else await failRefund(ctx.db, refundRequestId, result.message);
}
