import { CalendarIcon, CompassIcon } from '../../../components/ui/icons.tsx';
import { EventCover } from '../../../entities/event/components/event-cover.tsx';
import { formatEventRange } from '../../../entities/event/lib/event-time.ts';
import { placeLine } from '../../../entities/event/lib/place.ts';
import type { EventPreviewData } from '../lib/preview.ts';

/**
 * The top of the event page as guests will see it: cover, title, when (in the event's zone,
 * named), where and the price. Updates as the host types.
 */
export function EventPreview({ event }: { event: EventPreviewData }) {
  return (
    <div className="card wizard-preview-card">
      <EventCover
        src={event.coverImage}
        focusX={event.coverFocusX}
        focusY={event.coverFocusY}
        className="wizard-preview-cover"
      />
      <div className="wizard-preview-body">
        <p className="wizard-preview-title">{event.title?.trim() || 'Untitled event'}</p>
        <p className="wizard-preview-fact">
          <CalendarIcon />
          <span>
            {event.startsAt
              ? formatEventRange(event.startsAt, event.endsAt, event.timeZone)
              : 'Date to be announced'}
          </span>
        </p>
        <p className="wizard-preview-fact">
          <CompassIcon />
          <span>{placeLine(event)}</span>
        </p>
        {event.price && <p className="wizard-preview-price">{event.price}</p>}
      </div>
    </div>
  );
}
