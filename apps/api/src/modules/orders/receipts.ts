import { formatMoney } from '@mingle/shared/fees';
import type { AppContext } from '../../app-context.ts';
import {
  buyerContact,
  type EventHeading,
  eventHeading,
  getOrder,
  getOrderItems,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.ts';

function eventDate(event: EventHeading): string {
  if (!event.starts_at) return '';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.time_zone ?? 'UTC',
  }).format(event.starts_at);
}

/** The receipt text: every line of the breakdown, so the buyer can check it to the cent. */
export function receiptText(
  order: OrderRow,
  items: OrderItemRow[],
  event: EventHeading,
  ticketsUrl: string,
): string {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const lines = items.map(
    (i) =>
      `${i.quantity} × ${i.name} at ${money(i.unit_price_cents)}: ${money(i.unit_price_cents * i.quantity)}`,
  );
  return [
    `Thanks for your order! Your tickets for ${event.title ?? 'your event'} are ready.`,
    eventDate(event),
    '',
    ...lines,
    `Subtotal: ${money(order.subtotal_cents)}`,
    ...(order.discount_cents > 0
      ? [`Discount${order.promo_code ? ` (${order.promo_code})` : ''}: −${money(order.discount_cents)}`]
      : []),
    `Fee: ${money(order.fee_cents)}`,
    `Total paid: ${money(order.total_cents)}`,
    '',
    `Your tickets: ${ticketsUrl}`,
    `Order ${order.id}`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
}

/** The receipt job: e-mail to the buyer's address and, when they have a phone, a short SMS. */
export async function sendReceipt(ctx: AppContext, orderId: string): Promise<void> {
  const order = await getOrder(ctx.db, orderId);
  if (order?.status !== 'paid' || !order.buyer_id) return;
  const [items, event, buyer] = await Promise.all([
    getOrderItems(ctx.db, orderId),
    eventHeading(ctx.db, order.event_id),
    buyerContact(ctx.db, order.buyer_id),
  ]);
  if (!event || !buyer) return;
  const ticketsUrl = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/events`;
  if (buyer.email) {
    await ctx.providers.email.send({
      to: buyer.email,
      subject: `Your tickets for ${event.title ?? 'your event'}`,
      text: receiptText(order, items, event, ticketsUrl),
    });
  }
  if (buyer.phone) {
    const count = items.reduce((s, i) => s + i.quantity, 0);
    await ctx.providers.sms.send({
      to: buyer.phone,
      body: `Mingle: ${count} ticket${count === 1 ? '' : 's'} for ${event.title ?? 'your event'}. Total ${formatMoney(order.total_cents, order.currency)} (fee ${formatMoney(order.fee_cents, order.currency)}). Your tickets: ${ticketsUrl}`,
    });
  }
}
