import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadMore, QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useActiveOrganization } from '../../../entities/organization/api/my-organizations.ts';
import { OrganizationSwitcher } from '../../../entities/organization/components/organization-switcher.tsx';
import { timeAgo } from '../../../lib/relative-time.ts';
import { useActivity } from '../api/team-api.ts';
import { actionText, subject } from '../lib/activity-text.ts';
import '../team.css';

function ActivityList({ organizationId }: { organizationId: string }) {
  const query = useActivity(organizationId);
  if (query.isPending) return <Spinner label="Loading the activity log" />;
  if (query.isError) {
    return (
      <QueryError
        title="Could not load the activity log"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <EmptyState title="Nothing yet" headingLevel={2}>
        Publishing, edits, check-ins, refunds, payouts, blasts and team changes show up here.
      </EmptyState>
    );
  }
  return (
    <>
      <ol className="team-rows activity-list" aria-label="Activity">
        {items.map((entry) => (
          <li key={entry.id} className="activity-row">
            <p>
              <strong>{entry.actor?.name ?? 'Someone'}</strong> {actionText(entry)}
              {subject(entry) && <> ({subject(entry)})</>}
              {entry.event && (
                <>
                  {' · '}
                  <Link to={`/host-center/event-details?id=${encodeURIComponent(entry.event.id)}`}>
                    {entry.event.title ?? 'Untitled event'}
                  </Link>
                </>
              )}
            </p>
            <time className="hint" dateTime={entry.createdAt}>
              {timeAgo(entry.createdAt)}
            </time>
          </li>
        ))}
      </ol>
      <LoadMore query={query} />
    </>
  );
}

/** /host-center/activity: who did what for the organization, newest first, 20 at a time. */
export default function ActivityPage() {
  const { query, organizations, active, choose } = useActiveOrganization();
  return (
    <div className="container page">
      <PageHeader title="Activity log" description="Every change to your events and team, and who made it." />
      {query.isPending && <Spinner label="Loading your organizations" />}
      {query.isError && (
        <QueryError
          title="Could not load your organizations"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {active && (
        <>
          <OrganizationSwitcher organizations={organizations} activeId={active.id} onChoose={choose} />
          <ActivityList key={active.id} organizationId={active.id} />
        </>
      )}
      {query.isSuccess && !active && <p className="muted">You are not on a host team.</p>}
    </div>
  );
}
