import type { EventCard as EventCardData } from '@mingle/shared/schemas/events';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCardDate } from '../lib/event-time.ts';
import { placeLine } from '../lib/place.ts';
import { priceDisplay } from '../lib/price.ts';
import { EventCover } from './event-cover.tsx';
import '../events.css';

export interface EventCardProps {
  event: EventCardData;
  /** Extra content under the details, e.g. RSVP buttons for an invitation. */
  children?: ReactNode;
  headingLevel?: 2 | 3;
}

/** One event in a grid: cover, date in the event's zone (named when not the viewer's), title (the link), place, price, host. */
export function EventCard({ event, children, headingLevel = 2 }: EventCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { price } = priceDisplay(event, event.tax, 'card');
  return (
    <article className="event-card">
      <EventCover
        src={event.coverImage}
        focusX={event.coverFocusX}
        focusY={event.coverFocusY}
        className="event-card-cover"
        sizes="(min-width: 600px) 360px, calc(100vw - 32px)"
      />
      <div className="event-card-body">
        {event.startsAt && (
          <p className="event-card-date">
            <time dateTime={event.startsAt}>{formatCardDate(event.startsAt, event.timeZone)}</time>
          </p>
        )}
        <Heading className="event-card-title">
          <Link to={`/event-details?id=${event.id}`} className="event-card-link">
            {event.title ?? 'Untitled event'}
          </Link>
        </Heading>
        <p className="event-card-place muted">{placeLine(event)}</p>
        <p className="event-card-meta">
          <span className="event-card-host">by {event.organization.name}</span>
          {price && <span className="badge event-card-price">{price}</span>}
        </p>
        {event.goingCount > 0 && <p className="hint event-card-going">{event.goingCount} going</p>}
        {children && <div className="event-card-extra">{children}</div>}
      </div>
    </article>
  );
}
