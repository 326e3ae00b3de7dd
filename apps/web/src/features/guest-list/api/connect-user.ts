import { connectionsPaths } from '@mingle/shared/endpoints/connections.paths';
import type {
  ConnectionRequest,
  ConnectionState,
  GuestsPage,
  PublicProfile,
} from '@mingle/shared/schemas/social';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';
import { call } from '../../../lib/api-call.ts';
import { guestKeys } from './guest-keys.ts';

export interface ConnectInput {
  userId: string;
  /** The event both attend: a request carries where the two met. */
  eventId: string;
}

/**
 * POST users/:id/connection: sends a request, or accepts theirs (both asked: Matched). Asking
 * again is harmless and answers the current state.
 */
export async function connectUser({ userId, eventId }: ConnectInput): Promise<ConnectionState> {
  const res = await call(connectionsPaths.connect, {
    params: { id: userId },
    body: { eventId } satisfies ConnectionRequest,
  });
  return res.data;
}

/**
 * The new state shows at once on every card and profile of that person; match and request
 * lists (['social', …]) are refetched.
 */
export function useConnectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectUser,
    onSuccess: ({ status }, { userId, eventId }) => {
      queryClient.setQueriesData<InfiniteData<GuestsPage>>({ queryKey: guestKeys.lists(eventId) }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((g) => (g.id === userId ? { ...g, connectionStatus: status } : g)),
              })),
            }
          : data,
      );
      queryClient.setQueriesData<PublicProfile>({ queryKey: [...guestKeys.profiles, userId] }, (p) =>
        p ? { ...p, connectionStatus: status } : p,
      );
      return queryClient.invalidateQueries({ queryKey: socialKeys.all, refetchType: 'active' });
    },
  });
}
