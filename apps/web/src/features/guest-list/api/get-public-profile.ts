import { guestsPaths } from '@mingle/shared/endpoints/guests.paths';
import type { PublicProfile } from '@mingle/shared/schemas/social';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { guestKeys } from './guest-keys.ts';

/**
 * GET users/:id/public: what the person lets others see (never a phone number or e-mail), seen
 * through an event's guest list, or because the two already know each other.
 */
export async function getPublicProfile(
  userId: string,
  eventId: string | null,
  signal?: AbortSignal,
): Promise<PublicProfile> {
  const res = await call(guestsPaths.publicProfile, {
    params: { id: userId },
    query: { eventId: eventId ?? undefined },
    signal,
  });
  return res.data;
}

export function usePublicProfile(userId: string, eventId: string | null) {
  return useQuery({
    queryKey: guestKeys.profile(userId, eventId),
    queryFn: ({ signal }) => getPublicProfile(userId, eventId, signal),
  });
}
