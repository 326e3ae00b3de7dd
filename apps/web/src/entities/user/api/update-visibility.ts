import { usersPaths } from '@mingle/shared/endpoints/users.paths';
import type { OwnProfile, ZUpdateVisibilityRequest } from '@mingle/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';
import { ownProfileKey } from './own-profile.ts';

/** PUT updateUserDetails: which profile fields other guests may see. */
export async function updateVisibility(
  changes: z.input<typeof ZUpdateVisibilityRequest>,
): Promise<OwnProfile> {
  const res = await call(usersPaths.updateDetails, { body: changes });
  return res.data;
}

export function useUpdateVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisibility,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileKey(profile.id), profile),
  });
}
