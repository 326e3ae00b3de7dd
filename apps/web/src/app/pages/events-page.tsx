import { GUEST_TAB_LABELS, GuestTab } from '@mingle/shared/enums';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadMore, QueryError } from '../../components/ui/query-state.tsx';
import { SkeletonList } from '../../components/ui/skeleton.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { EventCard } from '../../entities/event/components/event-card.tsx';
import { useMyEvents } from '../../features/events/api/get-my-events.ts';
import { InvitedRsvp } from '../../features/events/components/invited-rsvp.tsx';
import { MyTicketsList } from '../../features/tickets/components/my-tickets-list.tsx';
import '../../entities/event/events.css';

const TABS = GuestTab.options.map((id) => ({ id, label: GUEST_TAB_LABELS[id] }));

const EMPTY: Record<GuestTab, { title: string; text: string }> = {
  upcoming: {
    title: 'No upcoming events yet',
    text: 'Events you RSVP Yes or Maybe to will show up here. Find something on Discover.',
  },
  invited: {
    title: 'No invitations waiting',
    text: 'When a host invites you, the event shows up here so you can answer Yes, Maybe or No.',
  },
  attended: {
    title: 'No past events yet',
    text: 'Events you went to will show up here, so you can find the people you met there.',
  },
};

function EventsTab({ tab }: { tab: GuestTab }) {
  const query = useMyEvents(tab);
  if (query.isPending) return <SkeletonList label="Loading your events" shape="cards" />;
  if (query.isError) {
    return (
      <QueryError
        title="Could not load your events"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    const empty = EMPTY[tab];
    return (
      <EmptyState
        title={empty.title}
        icon={<TicketIcon />}
        action={
          <ButtonLink to="/discover" variant="secondary">
            Discover events
          </ButtonLink>
        }
      >
        {empty.text}
      </EmptyState>
    );
  }
  const total = query.data.pages[0]?.total ?? items.length;
  return (
    <>
      <p className="list-summary">
        {total} {total === 1 ? 'event' : 'events'}
      </p>
      <ul className="event-grid">
        {items.map((event) => (
          <li key={event.id}>
            <EventCard event={event}>{tab === 'invited' && <InvitedRsvp event={event} />}</EventCard>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

/** /events: the guest's own events (Upcoming, Invited, Attended) and the hosts they follow. */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const parsed = GuestTab.safeParse(params.get('tab'));
  const tab: GuestTab = parsed.success ? parsed.data : 'upcoming';
  return (
    <div className="container page">
      <PageHeader
        title="Your events"
        description="What you’re going to, what you’re invited to, and where you’ve been."
      />
      <Tabs
        label="Your events"
        tabs={TABS}
        value={tab}
        onChange={(next) => setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true })}
      >
        {tab !== 'invited' && <MyTicketsList tab={tab === 'upcoming' ? 'upcoming' : 'past'} />}
        <EventsTab tab={tab} />
      </Tabs>
    </div>
  );
}
