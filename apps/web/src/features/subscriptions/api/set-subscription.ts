import { subscriptionsPaths } from '@mingle/shared/endpoints/subscriptions.paths';
import type { SubscriptionState } from '@mingle/shared/schemas/organizations';
import { call } from '../../../lib/api-call.ts';

// The plain fetcher, apart from its hook (use-set-subscription.ts): the public event page's
// Subscribe button uses it without loading the query library.

export interface SetSubscriptionInput {
  organizationId: string;
  subscribed: boolean;
}

/** POST organizations/:id/subscription to follow a host, DELETE to stop; both answer the new state. */
export async function setSubscription({
  organizationId,
  subscribed,
}: SetSubscriptionInput): Promise<SubscriptionState> {
  const endpoint = subscribed ? subscriptionsPaths.subscribe : subscriptionsPaths.unsubscribe;
  const res = await call(endpoint, { params: { id: organizationId } });
  return res.data;
}
