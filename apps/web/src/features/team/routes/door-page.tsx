import { TEAM_ROLE_LABELS } from '@mingle/shared/schemas/teams';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadMore, QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCardDate } from '../../../entities/event/lib/event-time.ts';
import { useActiveOrganization } from '../../../entities/organization/api/my-organizations.ts';
import { OrganizationSwitcher } from '../../../entities/organization/components/organization-switcher.tsx';
import { useDoorEvents } from '../api/team-api.ts';
import '../team.css';

const attendancePath = (eventId: string) => `/host-center/attendance?id=${encodeURIComponent(eventId)}`;

function DoorEvents({ organizationId }: { organizationId: string }) {
  const query = useDoorEvents(organizationId);
  if (query.isPending) return <Spinner label="Loading the events" />;
  if (query.isError) {
    return (
      <QueryError
        title="Could not load the events"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <EmptyState title="No upcoming events" icon={<CalendarIcon />} headingLevel={2}>
        When this organization publishes an event, you can check its guests in from here.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="team-rows door-events" aria-label="Events to check guests in">
        {items.map((event) => (
          <li key={event.id} className="card door-event">
            <div>
              <p className="door-event-title">{event.title ?? 'Untitled event'}</p>
              {event.startsAt && <p className="hint">{formatCardDate(event.startsAt, event.timeZone)}</p>}
            </div>
            <ButtonLink
              to={attendancePath(event.id)}
              aria-label={`Check guests in: ${event.title ?? 'event'}`}
            >
              Check guests in
            </ButtonLink>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

/** /host-center/door: where door staff land, the events they can check guests in for. */
export default function DoorPage() {
  const { query, organizations, active, choose } = useActiveOrganization();
  return (
    <div className="container page">
      <PageHeader
        title="At the door"
        description={
          active
            ? `${active.name} · ${TEAM_ROLE_LABELS[active.role]}`
            : 'The events you can check guests in for.'
        }
      />
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
          <DoorEvents key={active.id} organizationId={active.id} />
          <p className="hint">
            <Link to="/host-center/team">Your place on the team</Link>
          </p>
        </>
      )}
      {query.isSuccess && !active && (
        <EmptyState title="You are not on a door team" headingLevel={2}>
          When a host adds you as door staff, their events show up here.
        </EmptyState>
      )}
    </div>
  );
}
