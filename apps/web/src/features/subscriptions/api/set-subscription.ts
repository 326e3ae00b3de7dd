import type { SubscriptionState } from '@mingle/shared/schemas/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription-keys.ts';

export interface SetSubscriptionInput {
  organizationId: string;
  subscribed: boolean;
}

/** POST organizations/:id/subscription to follow a host, DELETE to stop; both answer the new state. */
export async function setSubscription({
  organizationId,
  subscribed,
}: SetSubscriptionInput): Promise<SubscriptionState> {
  const res = await api<Envelope<SubscriptionState>>(`organizations/${organizationId}/subscription`, {
    method: subscribed ? 'POST' : 'DELETE',
  });
  return res.data;
}

/** Pass the query keys that show the subscription (e.g. the event) so they refresh too. */
export function useSetSubscription(alsoRefresh: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubscription,
    onSuccess: () =>
      Promise.all(
        [subscriptionKeys.mine, ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
