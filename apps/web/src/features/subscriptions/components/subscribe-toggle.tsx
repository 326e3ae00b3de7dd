import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { setSubscription } from '../api/set-subscription.ts';
import { subscriptionKeys } from '../api/subscription-keys.ts';

export interface SubscribeToggleProps {
  organizationId: string;
  organizationName: string;
  subscribed: boolean;
  /** Called after a change, so the page can read the host's state again. */
  onChanged?: () => void;
}

/** After a change, Host Subscriptions (if the cache holds it) must be read again; loaded only then. */
function refreshHostSubscriptions() {
  void import('../../../lib/query-client.ts').then(({ queryClient }) =>
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine }),
  );
}

/**
 * Subscribe / Unsubscribe for a signed-in person. It calls the API directly (no query cache)
 * because it sits on the public event page, whose first load must stay small.
 */
export default function SubscribeToggle({
  organizationId,
  organizationName,
  subscribed,
  onChanged,
}: SubscribeToggleProps) {
  const [shown, setShown] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Between the answer and the page's refetch, show the state just set.
  const on = shown ?? subscribed;

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      const state = await setSubscription({ organizationId, subscribed: !on });
      setShown(state.subscribed);
      refreshHostSubscriptions();
      onChanged?.();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not change your subscription. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="subscribe">
      <Button
        size="sm"
        variant={on ? 'secondary' : 'primary'}
        aria-pressed={on}
        loading={busy}
        onClick={() => void toggle()}
      >
        {on ? 'Subscribed' : 'Subscribe'}
        <span className="visually-hidden"> to {organizationName}</span>
      </Button>
      {error && <Alert variant="error">{error}</Alert>}
    </div>
  );
}
