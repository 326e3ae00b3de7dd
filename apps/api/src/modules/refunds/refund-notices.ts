import { formatMoney } from '@mingle/shared/fees';
import type { EventNotificationPayload } from '@mingle/shared/schemas/notifications';
import type { AppContext } from '../../app-context.ts';
import { firstName } from '../../lib/first-name.ts';
import { renderEmail } from '../../messages/email.ts';
import { shortSms } from '../../messages/sms.ts';
import { notify } from '../notifications/index.ts';
import { decisionNotice, outsideRefundParties, refundParties } from './refunds.repository.ts';

function ticketsLink(ctx: AppContext): string {
  return `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/events`;
}

/** Tells whoever asked how the host decided, by e-mail and SMS when they have them. */
export async function notifyDecision(ctx: AppContext, id: string): Promise<void> {
  const row = await decisionNotice(ctx.db, id);
  if (!row || row.status === 'pending') return;
  const event = row.title ?? 'your event';
  const link = ticketsLink(ctx);
  const approved = row.status === 'approved';
  const amount = formatMoney(row.amount_cents, row.currency);
  const fee = row.fee_cents > 0 ? 'the fee included' : 'the fee is not refunded';
  if (row.email) {
    await ctx.providers.email.send({
      to: row.email,
      ...(await renderEmail({
        subject: approved ? `Refund approved: ${event}` : `Refund declined: ${event}`,
        preview: approved ? `${amount} is on its way back` : 'Your tickets are still valid',
        heading: approved ? 'Your refund was approved' : 'Your refund request was declined',
        paragraphs: [
          approved
            ? `Your refund for ${event} was approved: ${amount} is on its way back to the card that paid (${fee}).`
            : `Your refund request for ${event} was declined; your tickets are still valid.`,
        ],
        ...(row.decision_message
          ? { quote: { label: 'Message from the host', text: row.decision_message } }
          : {}),
        action: { label: 'Your tickets', url: link },
        reason: `You got this e-mail because you asked for a refund for ${event} on Mingle.`,
      })),
    });
  }
  if (row.phone) {
    const body = shortSms(
      (t) =>
        approved
          ? `Mingle: your refund for ${t} was approved, ${amount} is on its way. ${link}`
          : `Mingle: your refund request for ${t} was declined; your tickets are still valid. ${link}`,
      event,
    );
    await ctx.providers.sms.send({ to: row.phone, body });
  }
}

/**
 * Tells the others an approved refund concerns: a friend whose claimed ticket no longer admits
 * them (message and notification), and the buyer whose card gets the money when someone else asked.
 */
export async function notifyParties(ctx: AppContext, id: string): Promise<void> {
  const link = ticketsLink(ctx);
  for (const p of await refundParties(ctx.db, id)) {
    const event = p.title ?? 'your event';
    const buyer = firstName(p.buyer_name) ?? 'the buyer';
    const tickets = p.tickets === 1 ? 'Your ticket' : `Your ${p.tickets} tickets`;
    const text = p.is_buyer
      ? `A refund of tickets you bought for ${event} was approved; the money goes back to your card.`
      : `${tickets} to ${event} ${p.tickets === 1 ? 'was' : 'were'} refunded by the host and no longer admit you. ${buyer} paid, so the money goes back to their card.`;
    if (p.email) {
      await ctx.providers.email.send({
        to: p.email,
        ...(await renderEmail({
          subject: p.is_buyer ? `Refund approved: ${event}` : `Your ticket was refunded: ${event}`,
          preview: text,
          heading: p.is_buyer ? 'A refund is on its way to your card' : 'Your ticket no longer admits you',
          paragraphs: [text],
          action: { label: 'Your tickets', url: link },
          reason: `You got this e-mail because you hold or bought tickets for ${event} on Mingle.`,
        })),
      });
    }
    if (p.phone) {
      const body = shortSms(
        (t) =>
          p.is_buyer
            ? `Mingle: a refund of tickets you bought for ${t} was approved; it goes back to your card. ${link}`
            : `Mingle: your ticket to ${t} was refunded by the host and no longer admits you. ${link}`,
        event,
      );
      await ctx.providers.sms.send({ to: p.phone, body });
    }
    if (!p.is_buyer) await notifyTicketRefunded(ctx, p);
  }
}

function notifyTicketRefunded(
  ctx: AppContext,
  p: { user_id: string; event_id: string; title: string | null; organization_id: string; org_name: string },
) {
  const payload: EventNotificationPayload = {
    kind: 'ticket_refunded',
    eventId: p.event_id,
    title: p.title ?? 'your event',
    organizationId: p.organization_id,
    organizationName: p.org_name,
  };
  return notify(ctx, p.user_id, 'event', payload);
}

/**
 * Tells each holder of a ticket voided by a refund made in the provider's dashboard (outside
 * Mingle) that it no longer admits them; a friend learns the money went to the buyer's card.
 */
export async function notifyOutsideRefund(
  ctx: AppContext,
  orderId: string,
  holders: readonly { userId: string; tickets: number }[],
): Promise<void> {
  const link = ticketsLink(ctx);
  const counts = new Map(holders.map((h) => [h.userId, h.tickets]));
  for (const p of await outsideRefundParties(ctx.db, orderId, [...counts.keys()])) {
    const event = p.title ?? 'your event';
    const count = counts.get(p.user_id) ?? 1;
    const tickets = count === 1 ? 'Your ticket' : `Your ${count} tickets`;
    const refunded = `${tickets} to ${event} ${count === 1 ? 'was' : 'were'} refunded and no longer ${count === 1 ? 'admits' : 'admit'} you.`;
    const text = p.is_buyer
      ? `${refunded} The money went back to your card.`
      : `${refunded} ${firstName(p.buyer_name) ?? 'The buyer'} paid, so the money went back to their card.`;
    if (p.email) {
      await ctx.providers.email.send({
        to: p.email,
        ...(await renderEmail({
          subject: `Your ticket was refunded: ${event}`,
          preview: text,
          heading: 'Your ticket no longer admits you',
          paragraphs: [text],
          action: { label: 'Your tickets', url: link },
          reason: `You got this e-mail because you hold or bought tickets for ${event} on Mingle.`,
        })),
      });
    }
    if (p.phone) {
      const body = shortSms(
        (t) =>
          p.is_buyer
            ? `Mingle: your ticket to ${t} was refunded to your card and no longer admits you. ${link}`
            : `Mingle: your ticket to ${t} was refunded and no longer admits you; the buyer's card got the money. ${link}`,
        event,
      );
      await ctx.providers.sms.send({ to: p.phone, body });
    }
    await notifyTicketRefunded(ctx, p);
  }
}
