import type { GuestsQuery } from '@mingle/shared/schemas/social';

export type GuestFilters = Pick<GuestsQuery, 'intent' | 'gender'>;

/**
 * Query-cache keys of guests. A guest list sits under its event's detail key
 * (['events', 'detail', id]), so answering the RSVP, which refreshes the event, refreshes who
 * the viewer can see at the same time.
 */
export const guestKeys = {
  lists: (eventId: string) => ['events', 'detail', eventId, 'guests'] as const,
  list: (eventId: string, filters: GuestFilters) => ['events', 'detail', eventId, 'guests', filters] as const,
  profiles: ['social', 'profile'] as const,
  profile: (userId: string, eventId: string | null) => ['social', 'profile', userId, eventId] as const,
};
