import type { Event } from '@mingle/shared/schemas/events';
import type { MassRefundPreview } from '@mingle/shared/schemas/tickets';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cancelEvent, loadEventForHost } from '../events/index.ts';
import { recordActivity } from '../teams/index.ts';
import { refundWholeOrder } from './refund-money.ts';
import { refundableOrders } from './refunds.repository.ts';

const REASON = 'The event was cancelled';

type RefundableOrder = Awaited<ReturnType<typeof refundableOrders>>[number];

function summarise(orders: RefundableOrder[]): MassRefundPreview {
  const fees = orders.reduce((s, o) => s + o.fee_cents, 0);
  return {
    orderCount: orders.length,
    ticketCount: orders.reduce((s, o) => s + o.tickets, 0),
    refundCents: orders.reduce((s, o) => s + o.amount, 0) + fees,
    feesRefundedCents: fees,
    currency: orders[0]?.currency ?? null,
  };
}

/** POST events/:id/refunds/preview: what refunding everyone returns (before cancelling, or after). */
export async function previewMassRefund(
  ctx: AppContext,
  eventId: string,
  hostId: string,
): Promise<MassRefundPreview> {
  await loadEventForHost(ctx.db, eventId, hostId, { action: 'refund.decide' });
  return summarise(await refundableOrders(ctx.db, eventId, false));
}

/**
 * Refunds every ticket that still admits someone, buyer fees included, in the caller's
 * transaction, provided the total is the one the host was shown (when given).
 */
async function refundAll(
  tx: Queryable,
  ctx: AppContext,
  ids: { eventId: string; organizationId: string; hostId: string },
  expectedRefundCents: number | undefined,
  now: Date,
): Promise<MassRefundPreview> {
  const orders = await refundableOrders(tx, ids.eventId, true);
  const summary = summarise(orders);
  if (expectedRefundCents !== undefined && summary.refundCents !== expectedRefundCents) {
    throw new AppError('CONFLICT', 'The refund total changed since you looked; check it again', {
      expectedRefundCents: String(summary.refundCents),
    });
  }
  const options = {
    hostId: ids.hostId,
    message: REASON,
    claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES,
    now,
  };
  for (const order of orders) await refundWholeOrder(tx, order.id, REASON, options);
  if (summary.orderCount > 0) {
    await recordActivity(tx, {
      organizationId: ids.organizationId,
      actorId: ids.hostId,
      action: 'refund.mass',
      eventId: ids.eventId,
      details: {
        orderCount: summary.orderCount,
        refundCents: summary.refundCents,
        currency: summary.currency,
      },
    });
  }
  return summary;
}

/**
 * POST events/:id/refunds: refunds everyone of a cancelled event (one cancelled with
 * `refund: false`), fees included. The money goes to the provider through jobs.
 */
export async function refundEveryone(
  ctx: AppContext,
  eventId: string,
  hostId: string,
  expectedRefundCents: number,
  now = new Date(),
): Promise<MassRefundPreview> {
  const event = await loadEventForHost(ctx.db, eventId, hostId, { action: 'refund.decide' });
  if (event.status !== 'cancelled') {
    throw new AppError('UNPROCESSABLE', 'Cancel the event to refund everyone; cancelling refunds them');
  }
  const ids = { eventId, organizationId: event.organization_id, hostId };
  return ctx.db.transaction((tx) => refundAll(tx, ctx, ids, expectedRefundCents, now));
}

/**
 * POST events/:id/cancel: cancels and, with `refund` (the default), refunds every paid ticket
 * with its buyer fee in the same transaction, so a host never tells guests "refunds are on
 * their way" without them being so. Holders' open sockets are told before this answers.
 */
export async function cancelAndRefund(
  ctx: AppContext,
  hostId: string,
  eventId: string,
  body: { message: string; refund?: boolean | undefined; expectedRefundCents?: number | undefined },
  now = new Date(),
): Promise<Event> {
  const refund = body.refund ?? true;
  const { event } = await cancelEvent(ctx, hostId, eventId, body.message, now, (tx, organizationId) =>
    refund
      ? refundAll(tx, ctx, { eventId, organizationId, hostId }, body.expectedRefundCents, now)
      : Promise.resolve(undefined),
  );
  return event;
}
