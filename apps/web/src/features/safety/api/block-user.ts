import { safetyPaths } from '@mingle/shared/endpoints/safety.paths';
import type { BlockState } from '@mingle/shared/schemas/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** POST users/:id/block: the two no longer see each other anywhere (guest lists, chats, requests). */
export async function blockUser(userId: string): Promise<BlockState> {
  const res = await call(safetyPaths.block, { params: { id: userId } });
  return res.data;
}

/**
 * A block changes what every social screen may show, so everything on screen is fetched again:
 * the person's card, messages and requests disappear from the next answer on.
 */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
