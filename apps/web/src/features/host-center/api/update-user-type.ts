import { usersPaths } from '@mingle/shared/endpoints/users.paths';
import type { UserType } from '@mingle/shared/enums';
import type { OwnProfile, ZUpdateUserDetailsWebRequest } from '@mingle/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ownProfileKey } from '../../../entities/user/api/own-profile.ts';
import { call } from '../../../lib/api-call.ts';

/** PUT updateUserDetailsWeb {userType}: which side of Mingle the app shows. */
export async function updateUserType(userType: UserType): Promise<OwnProfile> {
  const res = await call(usersPaths.updateDetailsWeb, {
    body: { userType } satisfies z.input<typeof ZUpdateUserDetailsWebRequest>,
  });
  return res.data;
}

export function useUpdateUserType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserType,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileKey(profile.id), profile),
  });
}
