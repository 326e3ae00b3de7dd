import type { Order } from '@mingle/shared/schemas/orders';
import type { AppContext } from '../../app-context.ts';
import { toTicketSummary } from '../../db/sql/ticket-view.sql.ts';
import { notFound } from '../../lib/app-error.ts';
import { breakdownFields, getOrderItems, storedBreakdown } from './order-lines.ts';
import { eventHeading, latestRefundRequestOfOrder, ticketsOfOrder } from './order-reads.repository.ts';
import { expireOrder } from './order-release.ts';
import { getOrder } from './orders.repository.ts';

/**
 * GET orders/:id and the answer of every order call: the buyer only (anyone else gets the same
 * 404 as an unknown id). A pending order whose hold ended is expired on the way.
 */
export async function getOrderView(
  ctx: AppContext,
  orderId: string,
  viewerId: string,
  now = new Date(),
): Promise<Order> {
  let order = await getOrder(ctx.db, orderId);
  if (!order || order.buyer_id !== viewerId) throw notFound('Order');
  if (order.status === 'pending' && order.expires_at <= now) {
    await expireOrder(ctx.db, orderId, { claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES, now });
    order = (await getOrder(ctx.db, orderId))!;
  }
  const [items, tickets, event, refundRequest] = await Promise.all([
    getOrderItems(ctx.db, orderId),
    order.status === 'pending' || order.status === 'expired'
      ? Promise.resolve([])
      : ticketsOfOrder(ctx.db, orderId).then((rows) => rows.map((r) => toTicketSummary(r, viewerId))),
    eventHeading(ctx.db, order.event_id),
    latestRefundRequestOfOrder(ctx.db, orderId),
  ]);
  const stripePending = order.status === 'pending' && order.provider === 'stripe' && order.client_secret;
  return {
    id: order.id,
    eventId: order.event_id,
    status: order.status,
    ...breakdownFields(storedBreakdown(order, items)),
    currency: order.currency,
    promoCode: order.promo_code,
    expiresAt: order.expires_at.toISOString(),
    paidAt: order.paid_at?.toISOString() ?? null,
    createdAt: order.created_at.toISOString(),
    paymentError: order.status === 'pending' ? order.payment_error : null,
    payment: stripePending
      ? {
          provider: 'stripe',
          clientSecret: order.client_secret,
          publishableKey: ctx.config.STRIPE_PUBLISHABLE_KEY ?? null,
        }
      : null,
    event: {
      id: order.event_id,
      title: event?.title ?? null,
      startsAt: event?.starts_at?.toISOString() ?? null,
      timeZone: event?.time_zone ?? null,
    },
    tickets,
    refundRequest,
  };
}
