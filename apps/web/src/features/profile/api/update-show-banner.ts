import { usersPaths } from '@mingle/shared/endpoints/users.paths';
import type { BannerVisibility } from '@mingle/shared/enums';
import type { OwnProfile } from '@mingle/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownProfileKey } from '../../../entities/user/api/own-profile.ts';
import { call } from '../../../lib/api-call.ts';

/** PUT updateShowBanner?showBanner=visible|hidden */
export async function updateShowBanner(showBanner: BannerVisibility): Promise<OwnProfile> {
  const res = await call(usersPaths.updateShowBanner, { query: { showBanner } });
  return res.data;
}

export function useUpdateShowBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShowBanner,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileKey(profile.id), profile),
  });
}
