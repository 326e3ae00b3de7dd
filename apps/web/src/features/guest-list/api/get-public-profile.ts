import type { PublicProfile } from '@mingle/shared/schemas/social';
import { useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
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
  const res = await api<Envelope<PublicProfile>>(`users/${encodeURIComponent(userId)}/public`, {
    query: { eventId },
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
