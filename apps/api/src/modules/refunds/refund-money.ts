import type { AppContext } from '../../app-context.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { appendLedgerEntries, findOrder, refundEntries, releaseOrderInventory } from '../orders/index.ts';

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
  const order = await tx.maybeOne<{
    status: string;
    amount: number;
    currency: string;
    event_id: string;
    buyer_id: string | null;
  }>(
    `SELECT status, subtotal_cents - discount_cents AS amount, currency, event_id, buyer_id FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  if (order?.status !== 'paid') throw new AppError('UNPROCESSABLE', 'Only a paid order can be refunded');
  const refundStatus = order.amount === 0 ? 'succeeded' : 'pending';
  const approved =
    (await tx.maybeOne<{ id: string }>(
      `UPDATE refund_requests SET status = 'approved', decision_message = $2, decided_at = $3, decided_by = $4,
              refund_status = $5, updated_at = now()
        WHERE order_id = $1 AND status = 'pending' RETURNING id`,
      [orderId, options.message, now, options.hostId, refundStatus],
    )) ??
    (await tx.maybeOne<{ id: string }>(
      `INSERT INTO refund_requests (order_id, event_id, requester_id, reason, status, decision_message, decided_at,
                                    decided_by, amount_cents, currency, refund_status)
       VALUES ($1, $2, $3, $4, 'approved', $5, $6, $7, $8, $9, $10)
       ON CONFLICT (order_id) WHERE status IN ('pending', 'approved') DO NOTHING RETURNING id`,
      [
        orderId,
        order.event_id,
        order.buyer_id,
        options.reason,
        options.message,
        now,
        options.hostId,
        order.amount,
        order.currency,
        refundStatus,
      ],
    ));
  if (!approved) throw new AppError('CONFLICT', 'This order is already being refunded');
  await tx.query(
    `UPDATE tickets SET status = 'refunded', share_token_hash = NULL, share_created_at = NULL, updated_at = now()
      WHERE order_id = $1 AND status IN ('valid', 'redeemed')`,
    [orderId],
  );
  await releaseOrderInventory(tx, orderId, { claimMinutes: options.claimMinutes, now });
  if (refundStatus === 'succeeded') {
    await tx.query(`UPDATE orders SET status = 'refunded', updated_at = now() WHERE id = $1`, [orderId]);
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
    await tx.query(
      'SELECT 1 FROM orders WHERE id = (SELECT order_id FROM refund_requests WHERE id = $1) FOR UPDATE',
      [refundRequestId],
    );
    const done = await tx.maybeOne<{
      order_id: string;
      amount_cents: number;
      currency: string;
      event_id: string;
    }>(
      `UPDATE refund_requests SET refund_status = 'succeeded', refund_error = NULL, updated_at = now(),
              provider_refund_id = COALESCE(provider_refund_id, $2)
        WHERE id = $1 AND status = 'approved' AND refund_status IS DISTINCT FROM 'succeeded'
        RETURNING order_id, amount_cents, currency, event_id`,
      [refundRequestId, providerRefundId],
    );
    if (!done) return false;
    const event = await tx.maybeOne<{ organization_id: string }>(
      'SELECT organization_id FROM events WHERE id = $1',
      [done.event_id],
    );
    await appendLedgerEntries(
      tx,
      {
        orderId: done.order_id,
        refundRequestId,
        eventId: done.event_id,
        organizationId: event!.organization_id,
        currency: done.currency,
      },
      refundEntries(done.amount_cents),
    );
    await tx.query(
      `UPDATE orders SET status = 'refunded', refunded_cents = refunded_cents + $2, updated_at = now()
        WHERE id = $1 AND status IN ('paid', 'partially_refunded')`,
      [done.order_id, done.amount_cents],
    );
    return true;
  });
}

export async function failRefund(db: Db, refundRequestId: string, message: string): Promise<void> {
  await db.query(
    `UPDATE refund_requests SET refund_status = 'failed', refund_error = $2, updated_at = now()
      WHERE id = $1 AND refund_status = 'pending'`,
    [refundRequestId, message],
  );
}

/**
 * Sends an approved refund to the payment provider (the job, and inline right after approval).
 * The provider's idempotency key is the request id, so a retry never refunds twice. Stripe
 * answers "pending" and its webhook completes the refund later.
 */
export async function submitRefund(ctx: AppContext, refundRequestId: string): Promise<void> {
  const request = await ctx.db.maybeOne<{
    order_id: string;
    amount_cents: number;
    refund_status: string | null;
    provider_refund_id: string | null;
  }>('SELECT order_id, amount_cents, refund_status, provider_refund_id FROM refund_requests WHERE id = $1', [
    refundRequestId,
  ]);
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
    await ctx.db.query(
      'UPDATE refund_requests SET provider_refund_id = $2, updated_at = now() WHERE id = $1 AND provider_refund_id IS NULL',
      [refundRequestId, result.ref],
    );
  } else await failRefund(ctx.db, refundRequestId, result.message);
}
