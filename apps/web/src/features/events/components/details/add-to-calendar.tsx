import type { Event } from '@mingle/shared/schemas/events';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { htmlToText } from '../../lib/html-text.ts';
import { buildIcs, type CalendarEvent, googleCalendarUrl, icsFileName } from '../../lib/ics.ts';
import { placeLine } from '../../lib/place.ts';

function calendarEvent(event: Event): CalendarEvent | null {
  if (!event.startsAt || !event.endsAt) return null;
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

/** "Add to calendar": an .ics file (Apple, Outlook, any calendar) or Google Calendar. */
export function AddToCalendar({ event }: { event: Event }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const item = calendarEvent(event);
  if (!item) return null;
  return (
    <div className="calendar-menu">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        Add to calendar
      </Button>
      {open && (
        <ul id={menuId} className="calendar-menu-list">
          <li>
            <button
              type="button"
              className="calendar-menu-item"
              onClick={() => {
                download(icsFileName(item.title), buildIcs(item));
                setOpen(false);
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
              onClick={() => setOpen(false)}
            >
              Google Calendar
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
