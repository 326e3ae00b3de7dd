import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LogoLink } from '../../../components/ui/logo.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { eventIdParam } from '../../../entities/event/api/get-event.ts';
import { formatEventRange } from '../../../entities/event/lib/event-time.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePublicEvent } from '../lib/use-public-event.ts';
import '../event-details.css';
import '../event-cancelled.css';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="shell">
      <header className="auth-shell-header container">
        <LogoLink />
      </header>
      <main id="main-content" className="container page narrow cancelled-page">
        {children}
      </main>
    </div>
  );
}

/** /event-cancelled?id=…: where links to a cancelled event land, with the host's message. */
export default function EventCancelledPage() {
  const [params] = useSearchParams();
  const id = eventIdParam(params);
  const query = usePublicEvent(id);

  if (id && query.status === 'loading') {
    return (
      <Frame>
        <Spinner label="Loading the event" />
      </Frame>
    );
  }
  const event = query.data;
  const missing = !id || (query.error instanceof ApiError && query.error.status < 500);

  return (
    <Frame>
      <div className="cancelled-mark" aria-hidden="true">
        ×
      </div>
      {event && <p className="eyebrow">{event.title ?? 'Untitled event'}</p>}
      <h1>This event was cancelled</h1>
      {event?.startsAt && (
        <p className="muted">
          It was planned for <s>{formatEventRange(event.startsAt, event.endsAt, event.timeZone)}</s>.
        </p>
      )}
      {event?.cancellationMessage && (
        <figure className="cancelled-message">
          <blockquote>{event.cancellationMessage}</blockquote>
          <figcaption className="hint">— {event.organization.name}, the host</figcaption>
        </figure>
      )}
      {event && event.status !== 'cancelled' && (
        <Alert variant="info">
          Good news: this event is not cancelled.{' '}
          <Link to={`/event-details?id=${event.id}`}>See the event</Link>
        </Alert>
      )}
      {missing && !event && <p className="muted">We couldn’t find the event this link points to.</p>}
      {query.status === 'error' && !missing && (
        <QueryError title="Could not load the event" error={query.error} onRetry={query.reload} />
      )}
      <p className="muted">
        If you had tickets, the ticket price is refunded from your events; the ticketing fee is not.
      </p>
      <ButtonLink to="/discover">Discover other events</ButtonLink>
    </Frame>
  );
}
