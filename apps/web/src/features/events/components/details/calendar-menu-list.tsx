import type { Event } from '@mingle/shared/schemas/events';
import { placeLine } from '../../../../entities/event/lib/place.ts';
import { htmlToText } from '../../lib/html-text.ts';
import { buildIcs, type CalendarEvent, googleCalendarUrl, icsFileName } from '../../lib/ics.ts';

function calendarEvent(event: Event & { startsAt: string; endsAt: string }): CalendarEvent {
  return {
    id: event.id,
    title: event.title ?? 'Event',
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    description: htmlToText(event.description),
    location: event.onlineUrl && !event.address ? event.onlineUrl : placeLine(event),
    url: event.url,
  };
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface CalendarMenuListProps {
  id: string;
  event: Event & { startsAt: string; endsAt: string };
  onDone: () => void;
}

/** The two ways to add the event: an .ics file (Apple, Outlook, any calendar) or Google Calendar. */
export default function CalendarMenuList({ id, event, onDone }: CalendarMenuListProps) {
  const item = calendarEvent(event);
  return (
    <ul id={id} className="calendar-menu-list">
      <li>
        <button
          type="button"
          className="calendar-menu-item"
          onClick={() => {
            download(icsFileName(item.title), buildIcs(item));
            onDone();
          }}
        >
          Apple, Outlook and others (.ics)
        </button>
      </li>
      <li>
        <a
          className="calendar-menu-item"
          href={googleCalendarUrl(item)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onDone}
        >
          Google Calendar
        </a>
      </li>
    </ul>
  );
}
