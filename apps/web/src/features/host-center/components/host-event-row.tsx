import type { EventCard } from '@mingle/shared/schemas/events';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EventCover } from '../../../entities/event/components/event-cover.tsx';
import { EventStatusBadge } from '../../../entities/event/components/event-status-badge.tsx';
import { formatCardDate, hasEnded } from '../../../entities/event/lib/event-time.ts';
import { placeLine } from '../../../entities/event/lib/place.ts';
import { priceDisplay } from '../../../entities/event/lib/price.ts';

export interface HostEventRowProps {
  event: EventCard;
  /** Drafts: where "Continue" resumes the wizard. */
  continueTo?: string;
}

/** One of the host's events: cover, title, date (in the event's zone), status, going count, actions. */
export function HostEventRow({ event, continueTo }: HostEventRowProps) {
  const { price } = priceDisplay(event, event.tax, 'card');
  const manage = `/host-center/event-details?id=${event.id}`;
  return (
    <article className="host-event-row">
      <EventCover
        src={event.coverImage}
        focusX={event.coverFocusX}
        focusY={event.coverFocusY}
        className="host-event-cover"
        sizes="96px"
      />
      <div className="host-event-main">
        <h3 className="host-event-title">
          <Link to={manage}>{event.title ?? 'Untitled event'}</Link>
        </h3>
        <p className="hint">
          {event.startsAt ? formatCardDate(event.startsAt, event.timeZone) : 'No date yet'} ·{' '}
          {placeLine(event)}
        </p>
        <p className="host-event-meta">
          <EventStatusBadge status={event.status} ended={hasEnded(event)} />
          {price && <span className="badge">{price}</span>}
          {event.status !== 'draft' && <span className="hint">{event.goingCount} going</span>}
        </p>
      </div>
      <div className="host-event-actions">
        {continueTo ? (
          <ButtonLink to={continueTo} size="sm">
            Continue<span className="visually-hidden"> {event.title ?? 'draft'}</span>
          </ButtonLink>
        ) : (
          <ButtonLink to={manage} size="sm" variant="secondary">
            Manage<span className="visually-hidden"> {event.title ?? 'event'}</span>
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
