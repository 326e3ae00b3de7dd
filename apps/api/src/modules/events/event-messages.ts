import { eventLink } from '@mingle/shared/schemas/events';
import type { EmailMessage, SmsMessage } from '../../providers/messaging/messaging.ts';

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

/** "Sat, May 2, 2026, 7:00 PM PDT" in the event's own zone. */
export function formatWhen(startsAt: Date | null, timeZone: string | null): string {
  if (!startsAt) return 'date to be announced';
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone ?? 'UTC',
    timeZoneName: 'short',
  }).format(startsAt);
}

export function formatPlace(e: MessageEvent): string {
  const place = [e.venue_name, e.address, e.city].filter(Boolean).join(', ');
  if (place && e.online_url) return `${place} and online`;
  return place || (e.online_url ? 'online' : 'place to be announced');
}

export type MessagePair = { email: Omit<EmailMessage, 'to'>; sms: Omit<SmsMessage, 'to'> };

export function invitationMessage(e: MessageEvent, publicUrl: string): MessagePair {
  const title = e.title ?? 'an event';
  const link = eventLink(publicUrl, e.id);
  return {
    email: {
      subject: `You're invited: ${title}`,
      text: `${e.org_name} invited you to ${title}.\n\nWhen: ${formatWhen(e.starts_at, e.time_zone)}\nWhere: ${formatPlace(e)}\n\nSee the event and RSVP: ${link}\n`,
    },
    sms: {
      body: `${e.org_name} invited you to ${title} on ${formatWhen(e.starts_at, e.time_zone)}. RSVP: ${link}`,
    },
  };
}

export function changeMessage(e: MessageEvent, publicUrl: string): MessagePair {
  const title = e.title ?? 'an event';
  const link = eventLink(publicUrl, e.id);
  const when = formatWhen(e.starts_at, e.time_zone);
  return {
    email: {
      subject: `Updated: ${title}`,
      text: `${e.org_name} changed the date or place of ${title}.\n\nWhen: ${when}\nWhere: ${formatPlace(e)}\n\nDetails: ${link}\n`,
    },
    sms: { body: `${title} has changed: now ${when}, ${formatPlace(e)}. Details: ${link}` },
  };
}

export function cancellationMessage(e: MessageEvent, publicUrl: string, hostMessage: string): MessagePair {
  const title = e.title ?? 'an event';
  const link = eventLink(publicUrl, e.id);
  return {
    email: {
      subject: `Cancelled: ${title}`,
      text: `${e.org_name} cancelled ${title} (${formatWhen(e.starts_at, e.time_zone)}).\n\nMessage from the host:\n${hostMessage}\n\n${link}\n`,
    },
    sms: { body: `${title} is cancelled. ${e.org_name}: "${hostMessage}" ${link}` },
  };
}
