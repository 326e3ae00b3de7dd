/**
 * One event as an iCalendar file (RFC 5545): attached to receipts by the API and offered by the
 * event page's "Add to calendar". Hand-written: a single VEVENT needs only the text escaping
 * (§3.3.11), the line folding (§3.1) and UTC date-times (§3.3.5, form #2), each tested against
 * those rules.
 */

export interface IcsEvent {
  /** Stable across re-sends, so a calendar updates the entry instead of adding a second one. */
  uid: string;
  start: Date;
  /** Omitted when unknown: a DTSTART alone is a valid event (§3.6.1). */
  end: Date | null;
  summary: string;
  location: string | null;
  url: string | null;
  description?: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

const CRLF = '\r\n';

/**
 * The event's UID: the same from the receipt and from the event page, so a calendar that gets
 * both keeps one entry.
 */
export function eventUid(eventId: string): string {
  return `${eventId}@mingle`;
}
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma escaped, line breaks written as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20260502T020000Z: UTC, to the second. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one
 * space, never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts toward its 75.
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** The whole VCALENDAR with one VEVENT, CRLF line ends, ready to attach as text/calendar. */
export function eventIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mingle//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    ...(event.end ? [`DTEND:${utcDateTime(event.end)}`] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
