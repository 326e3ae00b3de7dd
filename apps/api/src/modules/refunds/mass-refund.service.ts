import type { MassRefundPreview } from '@mingle/shared/schemas/tickets';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadEventForHost } from '../events/index.ts';
import { recordActivity } from '../teams/index.ts';
import { approveOrderRefund } from './refund-money.ts';
import { refundableOrders } from './refunds.repository.ts';

const REASON = 'The event was cancelled';

type RefundableOrder = Awaited<ReturnType<typeof refundableOrders>>[number];

function summarise(orders: RefundableOrder[]): MassRefundPreview {
  return {
    orderCount: orders.length,
    ticketCount: orders.reduce((s, o) => s + o.tickets, 0),
    refundCents: orders.reduce((s, o) => s + o.amount, 0),
    feesKeptCents: orders.reduce((s, o) => s + o.fee_cents, 0),
    currency: orders[0]?.currency ?? null,
  };
}

/** The cancelled event's organization, when the caller may decide its refunds (owner or co-host). */
async function requireCancelled(ctx: AppContext, eventId: string, hostId: string): Promise<string> {
  const event = await loadEventForHost(ctx.db, eventId, hostId, { action: 'refund.decide' });
  if (event.status !== 'cancelled') {
    throw new AppError('UNPROCESSABLE', 'Cancel the event before refunding everyone');
  }
  return event.organization_id;
}

/** POST events/:id/refunds/preview: what refunding every paid order of a cancelled event returns. */
export async function previewMassRefund(
  ctx: AppContext,
  eventId: string,
  hostId: string,
): Promise<MassRefundPreview> {
  await requireCancelled(ctx, eventId, hostId);
  return summarise(await refundableOrders(ctx.db, eventId, false));
}

/**
 * POST events/:id/refunds: approves a refund of every paid order at once, provided the total
 * is still the one the host previewed. The refunds go to the provider through jobs.
 */
export async function refundEveryone(
  ctx: AppContext,
  eventId: string,
  hostId: string,
  expectedRefundCents: number,
  now = new Date(),
): Promise<MassRefundPreview> {
  const organizationId = await requireCancelled(ctx, eventId, hostId);
  return ctx.db.transaction(async (tx) => {
    const orders = await refundableOrders(tx, eventId, true);
    const summary = summarise(orders);
    if (summary.refundCents !== expectedRefundCents) {
      throw new AppError('CONFLICT', 'The refund total changed since the preview; preview it again', {
        expectedRefundCents: String(summary.refundCents),
      });
    }
    for (const order of orders) {
      await approveOrderRefund(tx, {
        orderId: order.id,
        hostId,
        message: REASON,
        reason: REASON,
        claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES,
        now,
      });
    }
    await recordActivity(tx, {
      organizationId,
      actorId: hostId,
      action: 'refund.mass',
      eventId,
      details: {
        orderCount: summary.orderCount,
        refundCents: summary.refundCents,
        currency: summary.currency,
      },
    });
    return summary;
  });
}
