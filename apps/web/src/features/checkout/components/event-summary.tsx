import { Link } from 'react-router';
import { formatEventTime } from '../../../entities/event/lib/event-time.ts';
import { eventPath } from '../lib/paths.ts';

export interface EventSummaryProps {
  event: {
    id: string;
    title: string | null;
    startsAt: string | null;
    timeZone?: string | null;
    venueName?: string | null;
    city?: string | null;
  };
}

/** The event a basket or order is for: title (linking back to the event), when and where. */
export function EventSummary({ event }: EventSummaryProps) {
  const place = [event.venueName, event.city].filter(Boolean).join(', ');
  return (
    <div className="event-summary">
      <Link to={eventPath(event.id)} className="event-summary-title">
        {event.title ?? 'Untitled event'}
      </Link>
      <span className="muted">{formatEventTime(event.startsAt, event.timeZone ?? null)}</span>
      {place && <span className="muted">{place}</span>}
    </div>
  );
}
