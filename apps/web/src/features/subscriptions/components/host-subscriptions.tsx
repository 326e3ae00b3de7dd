import { SECTION_LABELS } from '@mingle/shared/labels';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMySubscriptions } from '../api/get-my-subscriptions.ts';
import { useSetSubscription } from '../api/use-set-subscription.ts';
import '../subscriptions.css';

export interface HostSubscriptionsProps {
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Host Subscriptions: the hosts the signed-in person follows, with Unsubscribe. Route-free; the
 * profile page mounts it.
 */
export function HostSubscriptions({ headingLevel = 2, className }: HostSubscriptionsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const query = useMySubscriptions();
  const unsubscribe = useSetSubscription();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section className={cx('host-subscriptions', className)} aria-labelledby={headingId}>
      <Heading id={headingId} className="host-subscriptions-title">
        {SECTION_LABELS.hostSubscriptions}
        {total > 0 && <span className="badge host-subscriptions-count">{total}</span>}
      </Heading>
      {query.isPending && <Spinner size={32} label="Loading your host subscriptions" />}
      {query.isError && (
        <QueryError
          title="Could not load your host subscriptions"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && items.length === 0 && (
        <p className="muted">
          You don’t follow any hosts yet. Subscribe to a host from one of their event pages to hear about
          their new events first.
        </p>
      )}
      {items.length > 0 && (
        <ul className="host-subscriptions-list">
          {items.map((org) => (
            <li key={org.id} className="host-subscriptions-row">
              <Avatar src={org.profilePicture} alt="" size={44} />
              <div className="host-subscriptions-main">
                <p>
                  <strong>{org.name}</strong>
                </p>
                {org.bio && <p className="hint host-subscriptions-bio">{org.bio}</p>}
                <p className="hint">
                  {org.subscriberCount} {org.subscriberCount === 1 ? 'subscriber' : 'subscribers'}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                loading={unsubscribe.isPending && unsubscribe.variables?.organizationId === org.id}
                onClick={() => unsubscribe.mutate({ organizationId: org.id, subscribed: false })}
              >
                Unsubscribe<span className="visually-hidden"> from {org.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unsubscribe.isError && <Alert variant="error">{unsubscribe.error.message}</Alert>}
      {query.hasNextPage && (
        <Button variant="ghost" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Show more hosts
        </Button>
      )}
    </section>
  );
}
