import { usersPaths } from '@mingle/shared/endpoints/users.paths';
import type { OwnProfile, ZUpdateUserDetailsWebRequest } from '@mingle/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';
import { ownProfileKey } from './own-profile.ts';

export type UserDetailsChanges = z.input<typeof ZUpdateUserDetailsWebRequest>;

/** PUT updateUserDetailsWeb: any of name, birthdate, gender, intent, bio and userType. */
export async function updateUserDetailsWeb(changes: UserDetailsChanges): Promise<OwnProfile> {
  const res = await call(usersPaths.updateDetailsWeb, { body: changes });
  return res.data;
}

export function useUpdateUserDetailsWeb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDetailsWeb,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileKey(profile.id), profile),
  });
}
