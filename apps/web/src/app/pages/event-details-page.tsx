import { EVENT_PAGE_COVER_SIZES } from '@mingle/shared/cover';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { eventIdParam } from '../../entities/event/api/get-event.ts';
import { EventCover } from '../../entities/event/components/event-cover.tsx';
import { BuyTicketsSection } from '../../features/checkout/components/buy-tickets-section.tsx';
import { AddToCalendar } from '../../features/events/components/details/add-to-calendar.tsx';
import { AttendanceSection } from '../../features/events/components/details/attendance-section.tsx';
import { EventAbout } from '../../features/events/components/details/event-about.tsx';
import { EventSkeleton } from '../../features/events/components/details/event-skeleton.tsx';
import { EventWhenWhere } from '../../features/events/components/details/event-when-where.tsx';
import { GuestListPreview } from '../../features/events/components/details/guest-list-preview.tsx';
import { HostRow } from '../../features/events/components/details/host-row.tsx';
import { ShareButton } from '../../features/events/components/details/share-button.tsx';
import { usePublicEvent } from '../../features/events/lib/use-public-event.ts';
import { SubscribeButton } from '../../features/subscriptions/components/subscribe-button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { getToken } from '../../lib/storage.ts';
import { withQueryClient } from '../../lib/with-query-client.tsx';
import { EventActionBar } from './event-action-bar.tsx';
import '../../entities/event/events.css';
import '../../features/events/event-details.css';

// Signed-in only: the guest list, the event chat and Contact Host bring the query cache, chat,
// real time and form schemas with them. Anonymous visitors, the page's first-load budget, never
// download them (nor the list of their files: see signed-in-sections.ts).
const sections = () => import('./signed-in-sections.ts');
const GuestListSection = lazy(
  withQueryClient(() =>
    sections()
      .then((s) => s.loadGuestListSection())
      .then((m) => ({ default: m.GuestListSection })),
  ),
);
const EventChatSection = lazy(
  withQueryClient(() =>
    sections()
      .then((s) => s.loadEventChatSection())
      .then((m) => ({ default: m.EventChatSection })),
  ),
);
// Signed-in only too, but with nothing to fetch: in the same chunk as the loaders.
const GuestsOnlyNote = lazy(() => sections().then((s) => ({ default: s.GuestsOnlyNote })));
// What a visit that cannot show the event sees: a first visit by a shared link never does.
const EventUnavailable = lazy(() =>
  import('../../features/events/components/details/event-unavailable.tsx').then((m) => ({
    default: m.EventUnavailable,
  })),
);
const QueryError = lazy(() =>
  import('../../components/ui/query-state.tsx').then((m) => ({ default: m.QueryError })),
);
const ContactHostButton = lazy(
  withQueryClient(() =>
    sections()
      .then((s) => s.loadContactHostButton())
      .then((m) => ({ default: m.ContactHostButton })),
  ),
);

/** /event-details?id=…: the public page of one event, for anonymous visitors too. */
export default function EventDetailsPage() {
  const [params] = useSearchParams();
  const id = eventIdParam(params);
  const query = usePublicEvent(id);
  const title = query.data?.title;

  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} · Mingle`;
    return () => {
      document.title = before;
    };
  }, [title]);

  if (!id) return <EventUnavailable />;
  if (query.status === 'loading') return <EventSkeleton />;
  if (query.status === 'error') {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 400 || status === 403 || status === 404) return <EventUnavailable />;
    return (
      <div className="container page narrow">
        <QueryError title="Could not load this event" error={query.error} onRetry={query.reload} />
      </div>
    );
  }

  const event = query.data;
  if (event.status === 'cancelled') return <Navigate to={`/event-cancelled?id=${event.id}`} replace />;
  if (event.status === 'draft' && !event.viewer?.isHost) return <EventUnavailable />;
  const signedIn = getToken() !== null;
  // A signed-in visitor's first paint is the page's signed-out copy (usePublicEvent): only the
  // parts that depend on them wait for their own view, never the whole page.
  const pending = query.placeholder;
  const viewer = event.viewer;
  const isHost = viewer?.isHost ?? false;
  // Going (a ticket, or a Yes RSVP the host approved) opens the guest list, the event chat and
  // Contact Host; the server already folds both into attendance.
  const attending = isHost || viewer?.attendance === 'Going';

  return (
    <article className="container page event-page">
      {isHost && (
        <Alert variant="info" className="event-host-note">
          {event.status === 'draft'
            ? 'Draft preview: only you can see this page until you publish the event. '
            : 'You are the host of this event. '}
          <Link to={`/host-center/event-details?id=${event.id}`}>Manage event</Link>
        </Alert>
      )}
      <div className="event-layout">
        <EventCover
          src={event.coverImage}
          focusX={event.coverFocusX}
          focusY={event.coverFocusY}
          className="event-page-cover"
          sizes={EVENT_PAGE_COVER_SIZES}
          eager
        />
        <div className="event-head">
          <h1 className="event-title">{event.title ?? 'Untitled event'}</h1>
          <HostRow
            event={event}
            action={
              isHost || pending ? null : (
                <SubscribeButton
                  organizationId={event.organization.id}
                  organizationName={event.organization.name}
                  subscribed={event.viewer?.subscribed ?? false}
                  signedIn={signedIn}
                  onChanged={query.reload}
                />
              )
            }
          />
          <EventWhenWhere event={event} />
          <div className="row event-actions">
            <ShareButton title={event.title ?? 'An event on Mingle'} url={event.url} />
            <AddToCalendar event={event} />
          </div>
        </div>
        <aside className="event-aside" aria-label="Tickets and RSVP">
          <div className="card event-aside-card">
            <EventActionBar event={event} signedIn={signedIn} pending={pending} onChanged={query.reload} />
            <AttendanceSection event={event} signedIn={signedIn} pending={pending} onChanged={query.reload} />
            {signedIn && !isHost && attending && (
              <Suspense fallback={null}>
                <ContactHostButton eventId={event.id} hostName={event.organization.name} />
              </Suspense>
            )}
            <BuyTicketsSection event={event} className="event-section" pending={pending} />
          </div>
        </aside>
        <div className="event-body">
          <EventAbout event={event} />
          <Suspense fallback={null}>
            {signedIn && attending ? (
              <>
                <GuestListSection
                  eventId={event.id}
                  viewerIsHost={isHost}
                  timing={{ window: event.connectWindow, timeZone: event.timeZone }}
                />
                {event.settings.chatOn && <EventChatSection eventId={event.id} viewerIsHost={isHost} />}
              </>
            ) : (
              <>
                <GuestListPreview event={event} />
                {signedIn && !pending && <GuestsOnlyNote event={event} />}
              </>
            )}
          </Suspense>
        </div>
      </div>
    </article>
  );
}
