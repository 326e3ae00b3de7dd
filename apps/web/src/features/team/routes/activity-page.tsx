import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { useActiveOrganization } from '../../../entities/organization/api/my-organizations.ts';
import { ActiveOrganization } from '../../../entities/organization/components/active-organization.tsx';
import { timeAgo } from '../../../lib/relative-time.ts';
import { useActivity } from '../api/team-api.ts';
import { actionText, subject } from '../lib/activity-text.ts';
import '../team.css';

function ActivityList({ organizationId }: { organizationId: string }) {
  return (
    <PagedList
      query={useActivity(organizationId)}
      loadingLabel="Loading the activity log"
      errorTitle="Could not load the activity log"
      empty={
        <EmptyState title="Nothing yet" headingLevel={2}>
          Publishing, edits, check-ins, refunds, payouts, blasts and team changes show up here.
        </EmptyState>
      }
    >
      {(items) => (
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
      )}
    </PagedList>
  );
}

/** /host-center/activity: who did what for the organization, newest first, 20 at a time. */
export default function ActivityPage() {
  const state = useActiveOrganization();
  return (
    <div className="container page">
      <PageHeader title="Activity log" description="Every change to your events and team, and who made it." />
      <ActiveOrganization state={state} none={<p className="muted">You are not on a host team.</p>}>
        {(active) => <ActivityList key={active.id} organizationId={active.id} />}
      </ActiveOrganization>
    </div>
  );
}
