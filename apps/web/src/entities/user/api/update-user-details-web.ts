import type { OwnProfile, ZUpdateUserDetailsWebRequest } from '@mingle/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ownProfileKey } from './own-profile.ts';

export type UserDetailsChanges = z.input<typeof ZUpdateUserDetailsWebRequest>;

/** PUT updateUserDetailsWeb: any of name, birthdate, gender, intent, bio and userType. */
export async function updateUserDetailsWeb(changes: UserDetailsChanges): Promise<OwnProfile> {
  const res = await api<Envelope<OwnProfile>>('updateUserDetailsWeb', { method: 'PUT', body: changes });
  return res.data;
}

export function useUpdateUserDetailsWeb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDetailsWeb,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileKey(profile.id), profile),
  });
}
