import { EVENT_PAGE_COVER_SIZES } from '@mingle/shared/cover';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { QueryError } from '../../components/ui/query-state.tsx';
import { eventIdParam } from '../../entities/event/api/get-event.ts';
import { EventCover } from '../../entities/event/components/event-cover.tsx';
import { AddToCalendar } from '../../features/events/components/details/add-to-calendar.tsx';
import { AttendanceSection } from '../../features/events/components/details/attendance-section.tsx';
import { EventSkeleton } from '../../features/events/components/details/event-skeleton.tsx';
import { EventUnavailable } from '../../features/events/components/details/event-unavailable.tsx';
import { EventWhenWhere } from '../../features/events/components/details/event-when-where.tsx';
import { HostRow } from '../../features/events/components/details/host-row.tsx';
import { ShareButton } from '../../features/events/components/details/share-button.tsx';
import { usePublicEvent } from '../../features/events/lib/use-public-event.ts';
import { SubscribeButton } from '../../features/subscriptions/components/subscribe-button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { getToken } from '../../lib/storage.ts';
import { withQueryClient } from '../../lib/with-query-client.tsx';
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
const ContactHostButton = lazy(
  withQueryClient(() =>
    sections()
      .then((s) => s.loadContactHostButton())
      .then((m) => ({ default: m.ContactHostButton })),
  ),
);

// The price and the one action: a chunk of its own that loads with the event, which keeps the
// page's first load under its budget (scripts/web-budget.test.mjs).
const EventActionBar = lazyPage(
  () => import('./event-action-bar.tsx').then((m) => ({ default: m.EventActionBar })),
  { offline: null },
);
/**
 * The price is on the first screen the server paints: the page module is ready (routes.tsx)
 * once the bar's chunk is too, so the price never blinks out when React takes over.
 */
export const firstScreenLoaded = EventActionBar.preload();

const later = () => import('./event-page-later.ts');
const BuyTicketsSection = lazy(() => later().then((m) => ({ default: m.BuyTicketsSection })));
const EventAbout = lazy(() => later().then((m) => ({ default: m.EventAbout })));
const GuestListPreview = lazy(() => later().then((m) => ({ default: m.GuestListPreview })));
const GuestsOnlyNote = lazy(() => later().then((m) => ({ default: m.GuestsOnlyNote })));

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
            <Suspense fallback={null}>
              <EventActionBar event={event} signedIn={signedIn} pending={pending} onChanged={query.reload} />
            </Suspense>
            <AttendanceSection event={event} signedIn={signedIn} pending={pending} onChanged={query.reload} />
            {signedIn && !isHost && attending && (
              <Suspense fallback={null}>
                <ContactHostButton eventId={event.id} hostName={event.organization.name} />
              </Suspense>
            )}
            <Suspense fallback={null}>
              <BuyTicketsSection event={event} className="event-section" pending={pending} />
            </Suspense>
          </div>
        </aside>
        <div className="event-body">
          <Suspense fallback={null}>
            <EventAbout event={event} />
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
