import type { RefundRequest, RefundRequestStatus, RefundRequestsPage } from '@mingle/shared/schemas/tickets';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findOrder } from '../orders/index.ts';
import { mayDo, organizationsWhere, recordActivity } from '../teams/index.ts';
import { refundNotify } from './refund-job-kinds.ts';
import { addRequestTickets } from './refund-money.repository.ts';
import { approveRequestInTx, submitRefund } from './refund-money.ts';
import {
  declineRequest,
  getRefundRequest,
  heldTicketsOfOrder,
  insertRequest,
  isOrderParty,
  listHostRefundRequests,
  listMyRefundRequests,
  requestForDecision,
} from './refunds.repository.ts';

/**
 * POST orders/:id/refund-requests: someone holding tickets of a paid order (the buyer, or a
 * friend who claimed one) asks for those tickets, by default all they still hold. The ticket
 * price goes back to the buyer's card; the fee is kept. A ticket is in one open request at most.
 */
export async function requestRefund(
  ctx: AppContext,
  userId: string,
  orderId: string,
  body: { reason: string; ticketIds?: string[] | undefined },
): Promise<RefundRequest> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || !(await isOrderParty(ctx.db, orderId, userId))) throw notFound('Order');
  if (order.status !== 'paid' && order.status !== 'partially_refunded') {
    throw new AppError(
      'UNPROCESSABLE',
      order.status === 'pending' ? 'This order is not paid yet' : 'This order cannot be refunded',
    );
  }
  const id = await ctx.db.transaction(async (tx) => {
    const held = await heldTicketsOfOrder(tx, orderId, userId);
    if (held.length === 0) {
      throw new AppError('UNPROCESSABLE', 'You no longer hold a ticket of this order that could be refunded');
    }
    const wanted = body.ticketIds ?? held.map((t) => t.id);
    const picked = held.filter((t) => wanted.includes(t.id));
    if (picked.length !== wanted.length) {
      throw new AppError('UNPROCESSABLE', 'Pick only tickets of this order you still hold', {
        ticketIds: 'Some of these tickets are not yours to refund',
      });
    }
    const requestId = await insertRequest(tx, {
      orderId,
      eventId: order.event_id,
      requesterId: userId,
      reason: body.reason,
      amountCents: picked.reduce((sum, t) => sum + t.price_paid_cents, 0),
      currency: order.currency,
    });
    // The unique open index refuses a ticket already asked for; the whole request is then refused.
    if ((await addRequestTickets(tx, requestId, picked)) !== picked.length) {
      throw new AppError('CONFLICT', 'You already asked for a refund of these tickets');
    }
    return requestId;
  });
  return (await getRefundRequest(ctx.db, id))!;
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
 * POST refund-requests/:id/approve (the event's host): the tickets still held by whoever asked
 * are refunded and released, open sockets of their holders lose the event chat before this
 * answers, then the refund goes to the provider at once (the job retries it if it is down).
 */
export async function approveRefund(
  ctx: AppContext,
  hostId: string,
  requestId: string,
  message: string | undefined,
  now = new Date(),
): Promise<RefundRequest> {
  const { event_id: eventId, organization_id } = await requireRequestHost(ctx, requestId, hostId);
  await ctx.db.transaction(async (tx) => {
    await approveRequestInTx(tx, requestId, {
      hostId,
      message: message ?? null,
      claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES,
      now,
    });
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
    await enqueue(tx, refundNotify, { refundRequestId: requestId });
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
