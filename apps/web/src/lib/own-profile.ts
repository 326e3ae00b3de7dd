import { LOGIN_SOURCE } from '@mingle/shared/constants';
import type { OwnProfile } from '@mingle/shared/schemas/users';
import { api, type Envelope } from './api-client.ts';

/** The query-cache key of the signed-in person's own profile. */
export const ownProfileKey = (userId: string) => ['own-profile', userId] as const;

/** GET getUserProfileDetails for the stored user id (spec §7). */
export async function fetchOwnProfile(userId: string, signal?: AbortSignal): Promise<OwnProfile> {
  const body = await api<Envelope<OwnProfile>>('getUserProfileDetails', {
    query: { ID: userId, login_source: LOGIN_SOURCE },
    signal,
  });
  return body.data;
}
