import type { AppContext } from '../../app-context.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  appendLedgerEntries,
  findOrder,
  refundEntries,
  refundTickets,
  settleOrderRefund,
} from '../orders/index.ts';
import { refundNotify, refundSubmit } from './refund-job-kinds.ts';
import * as repo from './refund-money.repository.ts';

export interface ApprovalOptions {
  hostId: string;
  message: string | null;
  claimMinutes: number;
  now: Date;
}

/**
 * Approves a pending request in the caller's transaction, the order locked first: its tickets
 * still held by whoever held them when it was asked are refunded and go back to inventory (and
 * to the waitlist); jobs send the money back and tell the guest and every holder. `feeCents` is
 * the buyer fee returned with it (a host's refund of everyone), 0 when a guest asked.
 * `allowEmpty`: approve even when no ticket is left to refund (refunding everyone).
 */
export async function approveRequestInTx(
  tx: Queryable,
  requestId: string,
  options: ApprovalOptions & { feeCents?: number; allowEmpty?: boolean },
): Promise<void> {
  const orderId = await repo.orderOfRequest(tx, requestId);
  const order = orderId ? await repo.lockRefundableOrder(tx, orderId) : undefined;
  if (!orderId || !order) throw new AppError('CONFLICT', 'This request was already decided');
  const approved = await repo.approvePendingRequest(tx, requestId, options);
  if (!approved) throw new AppError('CONFLICT', 'This request was already decided');
  await settleApproved(tx, orderId, requestId, options.feeCents ?? 0, options);
}

async function settleApproved(
  tx: Queryable,
  orderId: string,
  requestId: string,
  feeCents: number,
  options: ApprovalOptions & { allowEmpty?: boolean },
): Promise<void> {
  const asked = await repo.openRequestTickets(tx, requestId);
  const refunded = await refundTickets(
    tx,
    orderId,
    asked.map((t) => ({ id: t.ticket_id, holderId: t.holder_id })),
    options,
  );
  // The others (given away since) leave the request, and its amount is what was refunded.
  await repo.keepRequestTickets(
    tx,
    requestId,
    refunded.map((t) => t.id),
  );
  if (refunded.length === 0 && feeCents === 0 && !options.allowEmpty) {
    throw new AppError(
      'UNPROCESSABLE',
      'None of these tickets is still held by whoever asked (they were given away); decline the request',
    );
  }
  const amounts = new Map(asked.map((t) => [t.ticket_id, t.amount_cents]));
  const price = refunded.reduce((sum, t) => sum + (amounts.get(t.id) ?? 0), 0);
  await repo.setRequestAmount(tx, requestId, { amountCents: price + feeCents, feeCents });
  if (price + feeCents === 0) {
    await settleOrderRefund(tx, orderId, 0);
  } else {
    await enqueue(tx, refundSubmit, { refundRequestId: requestId });
  }
  await enqueue(tx, refundNotify, { refundRequestId: requestId });
}

/**
 * A host's refund of a whole paid order (refunding everyone, cancelling), in the caller's
 * transaction: the guests' pending requests are approved, then one request covers every ticket
 * left, whoever holds it now (a friend's claimed ticket too: the money goes to the buyer's card
 * and the friend is told), with the buyer fee not yet returned.
 */
export async function refundWholeOrder(
  tx: Queryable,
  orderId: string,
  reason: string,
  options: ApprovalOptions,
): Promise<void> {
  const order = await repo.lockRefundableOrder(tx, orderId);
  if (order?.status !== 'paid' && order?.status !== 'partially_refunded') return;
  for (const requestId of await repo.pendingRequestsOfOrder(tx, orderId)) {
    // A decline that committed since the list was read leaves that request alone.
    if (!(await repo.approvePendingRequest(tx, requestId, options))) continue;
    await settleApproved(tx, orderId, requestId, 0, { ...options, allowEmpty: true });
  }
  // Read after those: a ticket given away since a guest asked is refunded here, to the buyer's card.
  const rest = await repo.unrequestedTickets(tx, orderId);
  const fee = await repo.feeNotRefunded(tx, orderId);
  if (rest.length > 0 || fee > 0) {
    const created = (await repo.insertApprovedRequest(tx, { ...order, id: orderId }, reason, options))!;
    await repo.addRequestTickets(tx, created.id, rest);
    await settleApproved(tx, orderId, created.id, fee, { ...options, allowEmpty: true });
  }
}

/**
 * The money came back to the buyer: ledger entries (host −price, platform −fee returned, buyer
 * +both) and the order's refunded sum and status. Guarded by the request's refund status, so a repeated webhook changes nothing.
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
      refundEntries(done.amount_cents - done.fee_cents, done.fee_cents),
    );
    await settleOrderRefund(tx, done.order_id, done.amount_cents);
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
