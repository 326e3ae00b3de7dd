import type { BlockState } from '@mingle/shared/schemas/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** POST users/:id/block: the two no longer see each other anywhere (guest lists, chats, requests). */
export async function blockUser(userId: string): Promise<BlockState> {
  const res = await api<Envelope<BlockState>>(`users/${encodeURIComponent(userId)}/block`, {
    method: 'POST',
  });
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
