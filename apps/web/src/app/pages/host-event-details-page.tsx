import { SECTION_LABELS } from '@mingle/shared/labels';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { CalendarIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDuplicateEvent } from '../../entities/event/api/duplicate-event.ts';
import { eventIdParam } from '../../entities/event/api/get-event.ts';
import { useEvent } from '../../entities/event/api/use-event.ts';
import { EventCover } from '../../entities/event/components/event-cover.tsx';
import { EventStatusBadge } from '../../entities/event/components/event-status-badge.tsx';
import { formatEventRange, hasEnded } from '../../entities/event/lib/event-time.ts';
import { placeLine } from '../../entities/event/lib/place.ts';
import { resumeStep, wizardStepPath } from '../../entities/event/lib/wizard-path.ts';
import { AttendanceLink } from '../../features/attendance/components/attendance-link.tsx';
import { ShareButton } from '../../features/events/components/details/share-button.tsx';
import { CancelEventDialog } from '../../features/host-center/components/cancel-event-dialog.tsx';
import { InvitationsSection } from '../../features/host-center/components/invitations-section.tsx';
import { PublishButton } from '../../features/host-center/components/publish-button.tsx';
import { RsvpsSection } from '../../features/host-center/components/rsvps-section.tsx';
import { MassRefundSection } from '../../features/refunds/components/mass-refund-section.tsx';
import { EventReportsSection } from '../../features/safety/components/event-reports-section.tsx';
import { ApiError } from '../../lib/api-client.ts';
import '../../entities/event/events.css';
import '../../features/host-center/host-center.css';

function NotFound() {
  return (
    <div className="container page">
      <PageHeader title="Event details" back={{ to: '/host-center', label: 'Host Center' }} />
      <EmptyState
        title="This event isn’t available"
        icon={<CalendarIcon />}
        action={<ButtonLink to="/host-center">Back to Host Center</ButtonLink>}
      >
        Open one of your events from the Host Center to manage it here.
      </EmptyState>
    </div>
  );
}

/**
 * /host-center/event-details?id=…: manage one event: edit, duplicate, publish, invite, RSVPs,
 * reports about its guests, cancel.
 */
export default function HostEventDetailsPage() {
  const [params] = useSearchParams();
  const id = eventIdParam(params);
  const query = useEvent(id);
  const duplicate = useDuplicateEvent();
  const navigate = useNavigate();
  const location = useLocation();
  const [cancelling, setCancelling] = useState(false);

  if (!id) return <NotFound />;
  if (query.isPending) return <Spinner label="Loading the event" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status < 500) return <NotFound />;
    return (
      <div className="container page">
        <QueryError
          title="Could not load the event"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const event = query.data;
  if (!event.viewer?.isHost) return <NotFound />;

  const ended = hasEnded(event);
  const title = event.title ?? 'Untitled event';
  const justPublished = (location.state as { justPublished?: boolean } | null)?.justPublished === true;
  const editPath =
    event.status === 'draft'
      ? wizardStepPath(resumeStep(event.wizardStep), event.id)
      : wizardStepPath('basic-details', event.id);

  return (
    <div className="container page manage-page">
      <PageHeader
        title={title}
        back={{ to: '/host-center', label: 'Host Center' }}
        actions={<EventStatusBadge status={event.status} ended={ended} />}
      />
      {justPublished && event.status === 'published' && (
        <Alert variant="success" title="Your event is live" className="manage-alert">
          Share the link or invite people below. Subscribers of your host profile have been told.
        </Alert>
      )}
      {event.status === 'cancelled' && (
        <Alert variant="info" title="This event was cancelled" className="manage-alert">
          {event.cancellationMessage && <p>Your message to guests: “{event.cancellationMessage}”</p>}
          <Link to={`/event-cancelled?id=${event.id}`}>See what guests see</Link>
        </Alert>
      )}

      <div className="manage-layout">
        <section className="card manage-summary" aria-label="Summary">
          <EventCover
            src={event.coverImage}
            focusX={event.coverFocusX}
            focusY={event.coverFocusY}
            className="manage-cover"
            sizes="(min-width: 960px) 620px, calc(100vw - 32px)"
          />
          <dl className="manage-facts">
            <div>
              <dt>When</dt>
              <dd>
                {event.startsAt
                  ? formatEventRange(event.startsAt, event.endsAt, event.timeZone)
                  : 'Not set yet'}
              </dd>
            </div>
            <div>
              <dt>Where</dt>
              <dd>{placeLine(event)}</dd>
            </div>
            <div>
              <dt>Visibility</dt>
              <dd>
                {event.visibility === 'public'
                  ? 'Public: listed on Discover'
                  : 'Private: only people with the link'}
              </dd>
            </div>
            <div>
              <dt>{SECTION_LABELS.guestAttendance}</dt>
              <dd>
                {event.counts.going} going · {event.counts.maybe} maybe · {event.counts.notGoing} not going
              </dd>
            </div>
            <div>
              <dt>{SECTION_LABELS.tickets}</dt>
              <dd>
                {event.ticketTypes.length === 0
                  ? 'No ticket types yet'
                  : event.ticketTypes.map((t) => `${t.name}: ${t.sold} of ${t.quantity}`).join(' · ')}
              </dd>
            </div>
          </dl>
          <div className="row manage-actions">
            {event.status === 'draft' && <PublishButton eventId={event.id} finishPath={editPath} />}
            {event.status !== 'cancelled' && (
              <ButtonLink to={editPath} variant={event.status === 'draft' ? 'secondary' : 'primary'}>
                {event.status === 'draft' ? 'Continue editing' : 'Edit'}
              </ButtonLink>
            )}
            {event.status !== 'draft' && (
              <ButtonLink to={`/event-details?id=${event.id}`} variant="secondary">
                View event page
              </ButtonLink>
            )}
            {event.status === 'published' && <ShareButton title={title} url={event.url} />}
            {event.status === 'published' && <AttendanceLink eventId={event.id} />}
            <Button
              variant="secondary"
              loading={duplicate.isPending}
              onClick={() =>
                duplicate.mutate(event.id, {
                  onSuccess: (copy) => navigate(wizardStepPath('basic-details', copy.id)),
                })
              }
            >
              Duplicate
            </Button>
            {event.status === 'published' && !ended && (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                Cancel event
              </Button>
            )}
          </div>
          {duplicate.isError && <Alert variant="error">{duplicate.error.message}</Alert>}
        </section>

        <div className="manage-lists">
          {event.status === 'cancelled' && event.ticketTypes.length > 0 && (
            <MassRefundSection eventId={event.id} />
          )}
          <InvitationsSection eventId={event.id} canInvite={event.status === 'published' && !ended} />
          <RsvpsSection eventId={event.id} />
          {event.status !== 'draft' && <EventReportsSection eventId={event.id} />}
        </div>
      </div>
      <CancelEventDialog
        eventId={event.id}
        title={title}
        open={cancelling}
        onClose={() => setCancelling(false)}
      />
    </div>
  );
}
