import type { SubscriptionState } from '@mingle/shared/schemas/organizations';
import { api, type Envelope } from '../../../lib/api-client.ts';

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
  const res = await api<Envelope<SubscriptionState>>(`organizations/${organizationId}/subscription`, {
    method: subscribed ? 'POST' : 'DELETE',
  });
  return res.data;
}
