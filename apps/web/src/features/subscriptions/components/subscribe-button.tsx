import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useSetSubscription } from '../api/set-subscription.ts';

export interface SubscribeButtonProps {
  organizationId: string;
  organizationName: string;
  subscribed: boolean;
  /** Anonymous visitors get a sign-in link instead. */
  signedIn: boolean;
  /** Query keys that show the subscription and must refresh after a change. */
  refreshKeys?: readonly (readonly unknown[])[];
}

/** Subscribe / Unsubscribe to a host; subscribers hear about the host's new events. */
export function SubscribeButton({
  organizationId,
  organizationName,
  subscribed,
  signedIn,
  refreshKeys,
}: SubscribeButtonProps) {
  const mutation = useSetSubscription(refreshKeys);
  if (!signedIn) {
    return (
      <ButtonLink to="/auth" variant="secondary" size="sm">
        Sign in to subscribe
      </ButtonLink>
    );
  }
  // Between the answer and the refetch, show the state just asked for.
  const shown = mutation.isSuccess && mutation.variables ? mutation.variables.subscribed : subscribed;
  return (
    <div className="subscribe">
      <Button
        size="sm"
        variant={shown ? 'secondary' : 'primary'}
        aria-pressed={shown}
        loading={mutation.isPending}
        onClick={() => mutation.mutate({ organizationId, subscribed: !shown })}
      >
        {shown ? 'Subscribed' : 'Subscribe'}
        <span className="visually-hidden"> to {organizationName}</span>
      </Button>
      {mutation.isError && <Alert variant="error">{mutation.error.message}</Alert>}
    </div>
  );
}
