import { useQuery } from '@tanstack/react-query';
import { fetchOwnProfile, ownProfileKey } from '../../../lib/own-profile.ts';
import { getUserId } from '../../../lib/storage.ts';

/** The signed-in person's profile, from the cache the header's photo already fills. */
export function useOwnProfile() {
  const userId = getUserId();
  return useQuery({
    queryKey: ownProfileKey(userId ?? ''),
    queryFn: ({ signal }) => fetchOwnProfile(userId ?? '', signal),
    enabled: userId !== null,
  });
}
