import type { AppContext } from '../../app-context.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { appendLedgerEntries, findOrder, refundEntries, releaseLines } from '../orders/index.ts';
import { refundNotify, refundSubmit } from './refund-job-kinds.ts';
import * as repo from './refund-money.repository.ts';

export interface ApprovalOptions {
  hostId: string;
  message: string | null;
  claimMinutes: number;
  now: Date;
}

/** Who held the refunded tickets: their sockets are told once the caller's transaction commits. */
export type RefundedHolders = (string | null)[];

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
): Promise<RefundedHolders> {
  const orderId = await repo.orderOfRequest(tx, requestId);
  const order = orderId ? await repo.lockRefundableOrder(tx, orderId) : undefined;
  if (!orderId || !order) throw new AppError('CONFLICT', 'This request was already decided');
  const approved = await repo.approvePendingRequest(tx, requestId, options);
  if (!approved) throw new AppError('CONFLICT', 'This request was already decided');
  return settleApproved(tx, orderId, requestId, options.feeCents ?? 0, options);
}

async function settleApproved(
  tx: Queryable,
  orderId: string,
  requestId: string,
  feeCents: number,
  options: ApprovalOptions & { allowEmpty?: boolean },
): Promise<RefundedHolders> {
  const refunded = await repo.refundRequestTickets(tx, requestId);
  if (refunded.length === 0 && feeCents === 0 && !options.allowEmpty) {
    throw new AppError(
      'UNPROCESSABLE',
      'None of these tickets is still held by whoever asked (they were given away); decline the request',
    );
  }
  const price = refunded.reduce((sum, t) => sum + t.amount_cents, 0);
  await repo.setRequestAmount(tx, requestId, { amountCents: price + feeCents, feeCents });
  const lines = new Map<string, number>();
  for (const t of refunded) lines.set(t.ticket_type_id, (lines.get(t.ticket_type_id) ?? 0) + 1);
  await releaseLines(
    tx,
    orderId,
    [...lines].map(([ticket_type_id, quantity]) => ({ ticket_type_id, quantity })),
    options,
  );
  if (price + feeCents === 0) {
    await repo.settleOrderStatus(tx, orderId);
  } else {
    await enqueue(tx, refundSubmit, { refundRequestId: requestId });
  }
  await enqueue(tx, refundNotify, { refundRequestId: requestId });
  return refunded.map((t) => t.holder_id);
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
): Promise<RefundedHolders> {
  const order = await repo.lockRefundableOrder(tx, orderId);
  if (order?.status !== 'paid' && order?.status !== 'partially_refunded') return [];
  const holders: RefundedHolders = [];
  for (const requestId of await repo.pendingRequestsOfOrder(tx, orderId)) {
    // A decline that committed since the list was read leaves that request alone.
    if (!(await repo.approvePendingRequest(tx, requestId, options))) continue;
    holders.push(...(await settleApproved(tx, orderId, requestId, 0, { ...options, allowEmpty: true })));
  }
  // Read after those: a ticket given away since a guest asked is refunded here, to the buyer's card.
  const rest = await repo.unrequestedTickets(tx, orderId);
  const fee = await repo.feeNotRefunded(tx, orderId);
  if (rest.length > 0 || fee > 0) {
    const created = (await repo.insertApprovedRequest(tx, { ...order, id: orderId }, reason, options))!;
    await repo.addRequestTickets(tx, created.id, rest);
    holders.push(...(await settleApproved(tx, orderId, created.id, fee, { ...options, allowEmpty: true })));
  }
  return holders;
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
