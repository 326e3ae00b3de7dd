import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOwnProfile, ownProfileKey } from '../../../lib/own-profile.ts';

/**
 * GET getUserProfileDetails for the signed-in person. The cache key is the one the header's
 * avatar reads, so a new photo or name shows there at once.
 */
export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ownProfileKey(userId),
    queryFn: ({ signal }) => fetchOwnProfile(userId, signal),
  });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
