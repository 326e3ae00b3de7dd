import { TEAM_ROLE_LABELS } from '@mingle/shared/schemas/teams';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { formatCardDate } from '../../../entities/event/lib/event-time.ts';
import { useActiveOrganization } from '../../../entities/organization/api/my-organizations.ts';
import { ActiveOrganization } from '../../../entities/organization/components/active-organization.tsx';
import { useDoorEvents } from '../api/team-api.ts';
import '../team.css';

const attendancePath = (eventId: string) => `/host-center/attendance?id=${encodeURIComponent(eventId)}`;

function DoorEvents({ organizationId }: { organizationId: string }) {
  return (
    <PagedList
      query={useDoorEvents(organizationId)}
      loadingLabel="Loading the events"
      errorTitle="Could not load the events"
      empty={
        <EmptyState title="No upcoming events" icon={<CalendarIcon />} headingLevel={2}>
          When this organization publishes an event, you can check its guests in from here.
        </EmptyState>
      }
    >
      {(items) => (
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
      )}
    </PagedList>
  );
}

/** /host-center/door: where door staff land, the events they can check guests in for. */
export default function DoorPage() {
  const state = useActiveOrganization();
  const { active } = state;
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
      <ActiveOrganization
        state={state}
        none={
          <EmptyState title="You are not on a door team" headingLevel={2}>
            When a host adds you as door staff, their events show up here.
          </EmptyState>
        }
      >
        {(team) => (
          <>
            <DoorEvents key={team.id} organizationId={team.id} />
            <p className="hint">
              <Link to="/host-center/team">Your place on the team</Link>
            </p>
          </>
        )}
      </ActiveOrganization>
    </div>
  );
}
