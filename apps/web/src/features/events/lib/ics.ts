/** An iCalendar (RFC 5545) file for one event, built in the browser for "Add to calendar". */

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

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped; line breaks become \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 2026-07-05T02:00:00.000Z → 20260705T020000Z (UTC, so every calendar shows the right local time). */
export function icsUtcStamp(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1), never inside a character. */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mingle//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@mingle`,
    `DTSTAMP:${icsUtcStamp(now)}`,
    `DTSTART:${icsUtcStamp(event.startsAt)}`,
    `DTEND:${icsUtcStamp(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** Google Calendar's "create event" template link. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsUtcStamp(event.startsAt)}/${icsUtcStamp(event.endsAt)}`,
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
