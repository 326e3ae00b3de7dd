import { formatMoney } from '@mingle/shared/fees';
import { eventIcs, eventUid } from '@mingle/shared/ics';
import { ticketCount } from '@mingle/shared/price-lines';
import { eventLink } from '@mingle/shared/schemas/events';
import type { AppContext } from '../../app-context.ts';
import { type EmailRow, type RenderedEmail, renderEmail } from '../../messages/email.ts';
import { shortSms } from '../../messages/sms.ts';
import { formatWhen } from '../../messages/when.ts';
import { formatPlace } from '../../messages/where.ts';
import { getOrderItems, type NamedBreakdown, storedBreakdown } from './order-lines.ts';
import { buyerContact, type ReceiptEvent, receiptEvent } from './order-reads.repository.ts';
import { getOrder, type OrderRow } from './orders.repository.ts';

/**
 * Every line of the breakdown, so the buyer can check it to the cent; the total comes last. A
 * free order says Free rather than "$0.00" paid, and leaves out the lines that are all zero.
 */
function breakdownRows(order: OrderRow, price: NamedBreakdown): EmailRow[] {
  const money = (cents: number) => formatMoney(cents, order.currency);
  return [
    ...price.lines.map((l) =>
      l.unitPriceCents === 0
        ? { label: `${l.quantity} × ${l.name}`, value: 'Free' }
        : {
            label: `${l.quantity} × ${l.name} at ${money(l.unitPriceCents)}`,
            value: money(l.unitPriceCents * l.quantity),
          },
    ),
    ...(price.subtotalCents > 0 ? [{ label: 'Subtotal', value: money(price.subtotalCents) }] : []),
    ...(price.discountCents > 0
      ? [
          {
            label: `Discount${order.promo_code ? ` (${order.promo_code})` : ''}`,
            value: `−${money(price.discountCents)}`,
          },
        ]
      : []),
    ...(price.feeCents > 0 ? [{ label: 'Fee', value: money(price.feeCents) }] : []),
    price.totalCents > 0
      ? { label: 'Total paid', value: money(price.totalCents) }
      : { label: 'Total', value: 'Free' },
  ];
}

/** The calendar entry: the same UID for every receipt of the event, so calendars keep one copy. */
function calendarEntry(event: ReceiptEvent, publicUrl: string, now: Date): string | null {
  if (!event.starts_at) return null;
  return eventIcs({
    uid: eventUid(event.id),
    start: event.starts_at,
    end: event.ends_at,
    summary: event.title ?? 'Event',
    location: formatPlace(event),
    url: eventLink(publicUrl, event.id),
    description: `Hosted by ${event.org_name}. Your tickets and their QR codes are on Mingle.`,
    stamp: now,
  });
}

/** The receipt e-mail: the breakdown, a link to the tickets and the event's .ics attached. */
export function receiptEmail(
  order: OrderRow,
  price: NamedBreakdown,
  event: ReceiptEvent,
  ticketsUrl: string,
  publicUrl: string,
  now: Date,
): Promise<RenderedEmail> {
  const title = event.title ?? 'your event';
  const count = ticketCount(price);
  const when = formatWhen(event.starts_at, event.time_zone);
  const ics = calendarEntry(event, publicUrl, now);
  return renderEmail(
    {
      subject: `Your tickets for ${title}`,
      preview: `${count} ticket${count === 1 ? '' : 's'} · ${when}`,
      heading: `You're going to ${title}`,
      paragraphs: [
        `Thanks for your order! Your tickets for ${title} are ready. Show the QR code on each ticket at the door.`,
      ],
      details: [
        { label: 'When', value: when },
        { label: 'Where', value: formatPlace(event) },
        { label: 'Host', value: event.org_name },
      ],
      lines: breakdownRows(order, price),
      action: { label: 'Your tickets', url: ticketsUrl },
      footnotes: [
        `Order ${order.id}`,
        ...(ics ? ['The calendar entry is attached: open event.ics to add it to your calendar.'] : []),
      ],
      reason: 'You got this e-mail because you bought tickets on Mingle with this address.',
    },
    ics
      ? [{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }]
      : [],
  );
}

/** The receipt job: e-mail to the buyer's address and, when they have a phone, a short SMS. */
export async function sendReceipt(ctx: AppContext, orderId: string, now: Date): Promise<void> {
  const order = await getOrder(ctx.db, orderId);
  if (order?.status !== 'paid' || !order.buyer_id) return;
  const [items, event, buyer] = await Promise.all([
    getOrderItems(ctx.db, orderId),
    receiptEvent(ctx.db, order.event_id),
    buyerContact(ctx.db, order.buyer_id),
  ]);
  if (!event || !buyer) return;
  const price = storedBreakdown(order, items);
  const publicUrl = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  // The buyer's tickets page: a link to one ticket would break once that ticket is shared and
  // claimed (it is then the friend's), while this page always opens and lists what they hold.
  const ticketsUrl = `${publicUrl}/events`;
  if (buyer.email) {
    await ctx.providers.email.send({
      to: buyer.email,
      ...(await receiptEmail(order, price, event, ticketsUrl, publicUrl, now)),
    });
  }
  if (buyer.phone) {
    const count = ticketCount(price);
    const when = formatWhen(event.starts_at, event.time_zone, { year: false });
    const paid = price.totalCents > 0 ? `Paid ${formatMoney(price.totalCents, order.currency)}` : 'Free';
    await ctx.providers.sms.send({
      to: buyer.phone,
      body: shortSms(
        (title) =>
          `Mingle: ${count} ticket${count === 1 ? '' : 's'} for ${title}, ${when}. ${paid}. ${ticketsUrl}`,
        event.title ?? 'your event',
      ),
    });
  }
}
