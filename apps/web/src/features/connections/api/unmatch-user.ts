import { connectionsPaths } from '@mingle/shared/endpoints/connections.paths';
import type { ConnectionState } from '@mingle/shared/schemas/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/chat/api/chat-keys.ts';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';
import { call } from '../../../lib/api-call.ts';

/** DELETE users/:id/connection: unmatch; the direct chat ends for both, for good. */
export async function unmatchUser(userId: string): Promise<ConnectionState> {
  const res = await call(connectionsPaths.disconnect, { params: { id: userId } });
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
