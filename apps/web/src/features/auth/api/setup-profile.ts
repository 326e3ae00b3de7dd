import { usersPaths } from '@mingle/shared/endpoints/users.paths';
import type { OwnProfile, ZProfileSetupRequest } from '@mingle/shared/schemas/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';

export type ProfileSetupInput = z.input<typeof ZProfileSetupRequest>;

/** POST profileSetup-web: the first-time profile; the answer carries profileStatus 'Completed'. */
export async function setupProfile(input: ProfileSetupInput): Promise<OwnProfile> {
  const res = await call(usersPaths.profileSetup, { body: input });
  return res.data;
}

export function useSetupProfile() {
  return useMutation({ mutationFn: setupProfile });
}
