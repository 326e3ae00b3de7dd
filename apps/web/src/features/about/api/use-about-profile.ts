import { STORAGE_KEYS } from '@mingle/shared/constants';
import { useEffect } from 'react';
import { useOwnProfile } from '../../../entities/user/api/own-profile.ts';
import { storage } from '../../../lib/storage.ts';

/**
 * The about page's profile fetch, for a stored user id: load the profile, store
 * its profileStatus and hand back its photo. A failure is only logged to the console.
 */
export function useAboutProfile(userId: string) {
  const query = useOwnProfile(userId);
  const status = query.data?.profileStatus;
  useEffect(() => {
    if (status) storage.set(STORAGE_KEYS.profileStatus, status);
  }, [status]);
  useEffect(() => {
    if (query.error) console.error('Could not load the profile for the about page', query.error);
  }, [query.error]);
  return { profilePhoto: query.data?.profilePhoto ?? null };
}
