import type { Event } from '@mingle/shared/schemas/events';
import { CalendarIcon, CompassIcon } from '../../../../components/ui/icons.tsx';
import { formatEventRange, zonesDiffer } from '../../../../entities/event/lib/event-time.ts';
import { mapUrl, placeLine } from '../../../../entities/event/lib/place.ts';
import { browserTimeZone } from '../../../../entities/event/lib/zoned-time.ts';

/** Date and time in the event's zone (and the viewer's, when it differs), then the place. */
export function EventWhenWhere({ event }: { event: Event }) {
  const viewerZone = browserTimeZone();
  const map = mapUrl(event);
  const showViewer = event.startsAt !== null && zonesDiffer(event.timeZone, viewerZone, event.startsAt);
  return (
    <dl className="event-facts">
      <div className="event-fact">
        <dt>
          <CalendarIcon />
          <span className="visually-hidden">When</span>
        </dt>
        <dd>
          {event.startsAt ? (
            <>
              <p className="event-fact-main">
                {formatEventRange(event.startsAt, event.endsAt, event.timeZone)}
              </p>
              {showViewer && (
                <p className="hint">
                  Your time: {formatEventRange(event.startsAt, event.endsAt, viewerZone)}
                </p>
              )}
            </>
          ) : (
            <p className="event-fact-main">Date to be announced</p>
          )}
        </dd>
      </div>
      <div className="event-fact">
        <dt>
          <CompassIcon />
          <span className="visually-hidden">Where</span>
        </dt>
        <dd>
          <p className="event-fact-main">{placeLine(event)}</p>
          {map && (
            <a href={map} target="_blank" rel="noopener noreferrer">
              Open in map<span className="visually-hidden"> (OpenStreetMap, new tab)</span>
            </a>
          )}
          {event.onlineUrl && (
            <p>
              <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
                Join online<span className="visually-hidden"> (new tab)</span>
              </a>
            </p>
          )}
        </dd>
      </div>
    </dl>
  );
}
