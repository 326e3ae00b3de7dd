import type { MassRefundPreview } from '@mingle/shared/schemas/tickets';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireEventHost } from '../orders/index.ts';
import { approveOrderRefund } from './refund-money.ts';

const REASON = 'The event was cancelled';

interface RefundableOrder {
  id: string;
  amount: number;
  fee_cents: number;
  currency: string;
  tickets: number;
}

/** Paid orders of the event not yet being refunded (a guest's pending request is included). */
function refundableOrders(q: Queryable, eventId: string, lock: boolean): Promise<RefundableOrder[]> {
  return q.query<RefundableOrder>(
    `SELECT o.id, o.subtotal_cents - o.discount_cents AS amount, o.fee_cents, o.currency,
            (SELECT count(*)::int FROM tickets t WHERE t.order_id = o.id AND t.status IN ('valid', 'redeemed')) AS tickets
       FROM orders o
      WHERE o.event_id = $1 AND o.status = 'paid'
        AND NOT EXISTS (SELECT 1 FROM refund_requests r WHERE r.order_id = o.id AND r.status = 'approved')
      ORDER BY o.id ${lock ? 'FOR UPDATE' : ''}`,
    [eventId],
  );
}

function summarise(orders: RefundableOrder[]): MassRefundPreview {
  return {
    orderCount: orders.length,
    ticketCount: orders.reduce((s, o) => s + o.tickets, 0),
    refundCents: orders.reduce((s, o) => s + o.amount, 0),
    feesKeptCents: orders.reduce((s, o) => s + o.fee_cents, 0),
    currency: orders[0]?.currency ?? null,
  };
}

async function requireCancelled(ctx: AppContext, eventId: string, hostId: string): Promise<void> {
  const event = await requireEventHost(ctx.db, eventId, hostId, 'refund its guests');
  if (event.status !== 'cancelled') {
    throw new AppError('UNPROCESSABLE', 'Cancel the event before refunding everyone');
  }
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
  await requireCancelled(ctx, eventId, hostId);
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
    return summary;
  });
}
