/**
 * How every message (e-mail, SMS, the event page's preview tags) writes a moment: in the event's
 * own zone, with the zone named, so "9:59 PM EST" is never read as the reader's local time.
 */

export interface WhenOptions {
  /** Leave the year out (SMS, where every character counts). */
  year?: boolean;
}

/**
 * ICU puts a narrow no-break space before "PM" and thin spaces in ranges; outside GSM-7 they turn
 * a whole SMS into UCS-2 (70 characters a segment instead of 160), so plain spaces go out.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** "Sat, May 2, 2026, 7:00 PM PDT" in `timeZone` (UTC when the event has none). */
export function formatWhen(instant: Date | null, timeZone: string | null, options: WhenOptions = {}): string {
  if (!instant) return 'date to be announced';
  return plainSpaces(
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(options.year === false ? {} : { year: 'numeric' }),
      hour: 'numeric',
      minute: '2-digit',
      timeZone: timeZone ?? 'UTC',
      timeZoneName: 'short',
    }).format(instant),
  );
}
