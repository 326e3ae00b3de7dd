import { eventLink } from '@mingle/shared/schemas/events';
import { type RenderedEmail, renderEmail } from '../../messages/email.ts';
import { shortSms } from '../../messages/sms.ts';
import { formatWhen } from '../../messages/when.ts';
import { formatPlace } from '../../messages/where.ts';
import type { SmsMessage } from '../../providers/messaging/messaging.ts';

export { formatWhen } from '../../messages/when.ts';
export { formatPlace } from '../../messages/where.ts';

/** The event fields the guest messages quote. */
export interface MessageEvent {
  id: string;
  title: string | null;
  starts_at: Date | null;
  time_zone: string | null;
  venue_name: string | null;
  address: string | null;
  city: string | null;
  online_url: string | null;
  org_name: string;
}

export type MessagePair = { email: RenderedEmail; sms: Omit<SmsMessage, 'to'> };

const GUEST_REASON = (e: MessageEvent) =>
  `You got this e-mail because you have a ticket, an RSVP or an invitation for an event ${e.org_name} hosts on Mingle.`;

function details(e: MessageEvent) {
  return [
    { label: 'When', value: formatWhen(e.starts_at, e.time_zone) },
    { label: 'Where', value: formatPlace(e) },
  ];
}

export async function invitationMessage(e: MessageEvent, publicUrl: string): Promise<MessagePair> {
  const title = e.title ?? 'an event';
  const link = eventLink(publicUrl, e.id);
  const when = formatWhen(e.starts_at, e.time_zone, { year: false });
  return {
    email: await renderEmail({
      subject: `You're invited: ${title}`,
      preview: `${e.org_name} invited you · ${formatWhen(e.starts_at, e.time_zone)}`,
      heading: `You're invited to ${title}`,
      paragraphs: [`${e.org_name} invited you to ${title}.`],
      details: details(e),
      action: { label: 'See the event and RSVP', url: link },
      reason: `You got this e-mail because ${e.org_name} invited this address to an event on Mingle.`,
    }),
    sms: {
      body: shortSms((t) => `${e.org_name} invited you to ${t}, ${when}. ${link}`, title),
    },
  };
}

export async function changeMessage(e: MessageEvent, publicUrl: string): Promise<MessagePair> {
  const title = e.title ?? 'an event';
  const link = eventLink(publicUrl, e.id);
  const when = formatWhen(e.starts_at, e.time_zone, { year: false });
  return {
    email: await renderEmail({
      subject: `Updated: ${title}`,
      preview: `Now ${formatWhen(e.starts_at, e.time_zone)}, ${formatPlace(e)}`,
      heading: `${title} has changed`,
      paragraphs: [`${e.org_name} changed the date or place of ${title}.`],
      details: details(e),
      action: { label: 'Details', url: link },
      reason: GUEST_REASON(e),
    }),
    sms: { body: shortSms((t) => `Mingle: ${t} changed: now ${when}. ${link}`, title) },
  };
}

/** The host's own words go in whole: the SMS is as long as they made it. */
export async function cancellationMessage(
  e: MessageEvent,
  publicUrl: string,
  hostMessage: string,
): Promise<MessagePair> {
  const title = e.title ?? 'an event';
  const link = eventLink(publicUrl, e.id);
  return {
    email: await renderEmail({
      subject: `Cancelled: ${title}`,
      preview: `${e.org_name} cancelled ${title}`,
      heading: `${title} is cancelled`,
      paragraphs: [`${e.org_name} cancelled ${title} (${formatWhen(e.starts_at, e.time_zone)}).`],
      quote: { label: 'Message from the host', text: hostMessage },
      action: { label: 'See the event', url: link },
      reason: GUEST_REASON(e),
    }),
    sms: { body: `${title} is cancelled. ${e.org_name}: "${hostMessage}" ${link}` },
  };
}
