import { lazy, Suspense } from 'react';
import { SignInLink } from '../../../components/ui/sign-in-link.tsx';
import type { SubscribeToggleProps } from './subscribe-toggle.tsx';
import '../subscriptions.css';

// The toggle and its API call load only for signed-in people: anonymous visitors of the public
// event page (its first-load budget) get the sign-in link alone.
const SubscribeToggle = lazy(() => import('./subscribe-toggle.tsx'));

export interface SubscribeButtonProps extends SubscribeToggleProps {
  /** Anonymous visitors get a sign-in link instead. */
  signedIn: boolean;
}

/** Subscribe / Unsubscribe to a host; subscribers hear about the host's new events. */
export function SubscribeButton({ signedIn, ...toggle }: SubscribeButtonProps) {
  if (!signedIn) {
    return (
      <SignInLink variant="secondary" size="sm">
        Sign in to subscribe
      </SignInLink>
    );
  }
  return (
    <Suspense fallback={null}>
      <SubscribeToggle {...toggle} />
    </Suspense>
  );
}
