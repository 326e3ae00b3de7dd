import { LOGIN_SOURCE } from '@mingle/shared/constants';
import { usersPaths } from '@mingle/shared/endpoints/users.paths';
import type { OwnProfile } from '@mingle/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { getUserId } from '../../../lib/storage.ts';

/** The query-cache key of the signed-in person's own profile. */
export const ownProfileKey = (userId: string) => ['own-profile', userId] as const;

/** GET getUserProfileDetails for the stored user id. */
export async function fetchOwnProfile(userId: string, signal?: AbortSignal): Promise<OwnProfile> {
  const { data } = await call(usersPaths.profile, {
    query: { ID: userId, login_source: LOGIN_SOURCE },
    signal,
  });
  // The endpoint answers anyone's profile (a union); asked with the caller's own id the server
  // answers the whole one, which no type can tell from the id.
  return data as OwnProfile;
}

/**
 * The own profile through the query cache. Every screen reads the one key the header's avatar
 * reads, so a new photo or name shows everywhere at once.
 */
export function ownProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ownProfileKey(userId),
    queryFn: ({ signal }) => fetchOwnProfile(userId, signal),
  });
}

/** The signed-in person's profile: `userId` when the caller has it, else the stored one. */
export function useOwnProfile(userId: string | null = getUserId()) {
  return useQuery({ ...ownProfileQueryOptions(userId ?? ''), enabled: userId !== null });
}
