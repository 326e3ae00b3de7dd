import type { RefundRequest, RefundRequestStatus, RefundRequestsPage } from '@mingle/shared/schemas/tickets';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findOrder } from '../orders/index.ts';
import { mayDo, organizationsWhere, recordActivity } from '../teams/index.ts';
import { approveOrderRefund, submitRefund } from './refund-money.ts';
import {
  declineRequest,
  getRefundRequest,
  insertRequest,
  listHostRefundRequests,
  listMyRefundRequests,
  requestForDecision,
} from './refunds.repository.ts';

/** POST orders/:id/refund-requests: the buyer of a paid order asks; one open request per order. */
export async function requestRefund(
  ctx: AppContext,
  userId: string,
  orderId: string,
  reason: string,
): Promise<RefundRequest> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.buyer_id !== userId) throw notFound('Order');
  if (order.status !== 'paid') {
    throw new AppError(
      'UNPROCESSABLE',
      order.status === 'pending' ? 'This order is not paid yet' : 'This order cannot be refunded',
    );
  }
  const created = await insertRequest(ctx.db, {
    orderId,
    eventId: order.event_id,
    requesterId: userId,
    reason,
    amountCents: order.subtotal_cents - order.discount_cents,
    currency: order.currency,
  });
  if (!created) throw new AppError('CONFLICT', 'You already asked for a refund of this order');
  return (await getRefundRequest(ctx.db, created.id))!;
}

/**
 * The request, when the caller may decide refunds for its event (owner or co-host); anyone
 * else gets the 404 of an unknown id.
 */
async function requireRequestHost(ctx: AppContext, requestId: string, hostId: string) {
  const row = await requestForDecision(ctx.db, requestId);
  if (!row || !(await mayDo(ctx.db, hostId, { eventId: row.event_id }, 'refund.decide'))) {
    throw notFound('Refund request');
  }
  if (row.status !== 'pending') throw new AppError('CONFLICT', 'This request was already decided');
  return row;
}

/**
 * POST refund-requests/:id/approve (the event's host): the tickets are refunded and released,
 * then the refund goes to the provider at once (the job retries it if the provider is down).
 */
export async function approveRefund(
  ctx: AppContext,
  hostId: string,
  requestId: string,
  message: string | undefined,
  now = new Date(),
): Promise<RefundRequest> {
  const {
    order_id: orderId,
    event_id: eventId,
    organization_id,
  } = await requireRequestHost(ctx, requestId, hostId);
  await ctx.db.transaction(async (tx) => {
    const approved = await approveOrderRefund(tx, {
      orderId,
      hostId,
      message: message ?? null,
      reason: '',
      claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES,
      now,
    });
    // A concurrent decision approved or declined it first; no new request may be made here.
    if (approved !== requestId) throw new AppError('CONFLICT', 'This request was already decided');
    await recordActivity(tx, {
      organizationId: organization_id,
      actorId: hostId,
      action: 'refund.approved',
      eventId,
      details: { refundRequestId: requestId },
    });
  });
  // When the provider cannot be reached now, the queued refunds.submit job retries with backoff.
  await submitRefund(ctx, requestId).catch(() => undefined);
  return (await getRefundRequest(ctx.db, requestId))!;
}

/** POST refund-requests/:id/decline (the event's host): the guest keeps the tickets and is told why. */
export async function declineRefund(
  ctx: AppContext,
  hostId: string,
  requestId: string,
  message: string | undefined,
  now = new Date(),
): Promise<RefundRequest> {
  const request = await requireRequestHost(ctx, requestId, hostId);
  await ctx.db.transaction(async (tx) => {
    const declined = await declineRequest(tx, requestId, { message: message ?? null, now, hostId });
    if (!declined) throw new AppError('CONFLICT', 'This request was already decided');
    await recordActivity(tx, {
      organizationId: request.organization_id,
      actorId: hostId,
      action: 'refund.declined',
      eventId: request.event_id,
      details: { refundRequestId: requestId },
    });
    await enqueueJob(tx, 'refunds.notify', { refundRequestId: requestId });
  });
  return (await getRefundRequest(ctx.db, requestId))!;
}

/** GET refund-requests: requests for the events of every organization the caller decides refunds for. */
export async function hostRefundRequests(
  q: Queryable,
  hostId: string,
  query: { page: number; status?: RefundRequestStatus | undefined },
): Promise<RefundRequestsPage> {
  return listHostRefundRequests(q, await organizationsWhere(q, hostId, 'refund.decide'), query);
}

/** GET me/refund-requests: the person's own requests. */
export function myRefundRequests(q: Queryable, userId: string, pageNo: number): Promise<RefundRequestsPage> {
  return listMyRefundRequests(q, userId, pageNo);
}
