import type { Event } from '@mingle/shared/schemas/events';

/**
 * Sells at least one paid ticket: a ticket is the way in, and RSVP is not offered beside it.
 * A module of its own so the event page's first load takes this rule without primaryAction.
 */
export const isTicketed = (event: Pick<Event, 'ticketTypes'>): boolean =>
  event.ticketTypes.some((t) => t.priceCents > 0);
