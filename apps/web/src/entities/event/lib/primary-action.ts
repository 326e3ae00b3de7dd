import type { Event } from '@mingle/shared/schemas/events';
import { hasEnded } from './event-time.ts';
import { isTicketed } from './ticketed.ts';

/**
 * The one thing the event page offers this viewer (the phone action bar and the top of the
 * ticket panel). On an event that sells paid tickets a ticket is the way in and RSVP is not
 * offered; free events are answered by RSVP (a Yes claims the free ticket). Zod-free (type
 * imports only) for the public page's first load.
 */
export type PrimaryAction =
  | { kind: 'manage' }
  /** `ticketId`: the viewer's ticket when they hold one (a Yes to a ticket-less event has none). */
  | { kind: 'going'; ticketId: string | null }
  /** `ticketTypeId`: the only type on sale, which checkout can start with one of. */
  | { kind: 'tickets'; ticketTypeId: string | null }
  | { kind: 'waitlist' }
  | { kind: 'rsvp' }
  | { kind: 'request' }
  | { kind: 'pending' }
  | { kind: 'declined' }
  | { kind: 'sales-soon' }
  | { kind: 'closed' };

type Decided = Pick<Event, 'status' | 'startsAt' | 'endsAt' | 'ticketTypes' | 'settings' | 'viewer'>;

export function primaryAction(event: Decided, now = Date.now()): PrimaryAction {
  const viewer = event.viewer;
  if (viewer?.isHost) return { kind: 'manage' };
  if (viewer?.holdsTicket || viewer?.attendance === 'Going')
    return { kind: 'going', ticketId: viewer.ticketId ?? null };
  if (event.status !== 'published' || hasEnded(event, now)) return { kind: 'closed' };
  if (event.settings.approvalRequired) {
    // The request is an RSVP (Yes or Maybe); the host's decision on it opens tickets or the spot.
    const request = viewer?.rsvp && viewer.rsvp !== 'No' ? viewer.rsvpApproval : null;
    if (request === 'pending') return { kind: 'pending' };
    if (request === 'declined') return { kind: 'declined' };
    if (request !== 'approved') return { kind: 'request' };
  }
  if (event.ticketTypes.length === 0) return { kind: 'rsvp' };
  const selling = event.ticketTypes.filter(
    (t) =>
      (!t.salesStart || Date.parse(t.salesStart) <= now) && (!t.salesEnd || Date.parse(t.salesEnd) > now),
  );
  const left = selling.filter((t) => t.remaining > 0);
  // Only free tickets: a Yes claims one, so the event is answered like any RSVP event.
  if (left.length > 0 && !isTicketed(event)) return { kind: 'rsvp' };
  if (left.length > 0) return { kind: 'tickets', ticketTypeId: left.length === 1 ? left[0]!.id : null };
  if (selling.length > 0) return { kind: 'waitlist' };
  return event.ticketTypes.some((t) => t.salesStart && Date.parse(t.salesStart) > now)
    ? { kind: 'sales-soon' }
    : { kind: 'closed' };
}
