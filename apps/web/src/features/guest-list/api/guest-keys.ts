import type { GuestsQuery } from '@mingle/shared/schemas/social';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';

export type GuestFilters = Pick<GuestsQuery, 'intent' | 'gender'>;

/**
 * Query-cache keys of guests. A guest list sits under its event's detail key
 * (eventKeys.detail), so answering the RSVP, which refreshes the event, refreshes who
 * the viewer can see at the same time.
 */
export const guestKeys = {
  lists: eventKeys.guests,
  list: (eventId: string, filters: GuestFilters) => [...eventKeys.guests(eventId), filters] as const,
  profiles: socialKeys.profiles,
  profile: socialKeys.profile,
};
