import type { ConnectionState } from '@mingle/shared/schemas/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/chat/api/chat-keys.ts';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** DELETE users/:id/connection: unmatch; the direct chat ends for both, for good. */
export async function unmatchUser(userId: string): Promise<ConnectionState> {
  const res = await api<Envelope<ConnectionState>>(`users/${encodeURIComponent(userId)}/connection`, {
    method: 'DELETE',
  });
  return res.data;
}

export function useUnmatchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmatchUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        queryClient.invalidateQueries({ queryKey: chatKeys.all }),
      ]),
  });
}
