/** "Add to calendar": an iCalendar file or a Google Calendar link for one event, built in the browser. */
import { eventIcs, eventUid, utcDateTime } from '@mingle/shared/ics';

export interface CalendarEvent {
  /** Stable per event, so importing twice updates instead of duplicating. */
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  /** Plain text. */
  description?: string | null;
  location?: string | null;
  url?: string | null;
}

/** The event page's "Add to calendar" file: the same VEVENT (and UID) as the receipt's. */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  return eventIcs({
    uid: eventUid(event.id),
    start: new Date(event.startsAt),
    end: new Date(event.endsAt),
    summary: event.title,
    location: event.location || null,
    url: event.url ?? null,
    description: event.description || undefined,
    stamp: now,
  });
}

/** Google Calendar's "create event" template link. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcDateTime(new Date(event.startsAt))}/${utcDateTime(new Date(event.endsAt))}`,
  });
  const details = [event.description, event.url].filter(Boolean).join('\n\n');
  if (details) params.set('details', details);
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** A safe file name from the event's title, e.g. "Rooftop Jazz Night.ics". */
export function icsFileName(title: string): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'event';
  return `${base}.ics`;
}
