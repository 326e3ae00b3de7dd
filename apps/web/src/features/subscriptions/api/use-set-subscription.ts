import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSubscription } from './set-subscription.ts';
import { subscriptionKeys } from './subscription-keys.ts';

/** Follow or stop following a host through the query cache; Host Subscriptions refreshes. */
export function useSetSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine }),
  });
}
