import { EVENT_DATE_LONG, eventZone } from '@mingle/shared/event-labels';

/** The long range, shared with the server's first screen of the event page. */
export { formatEventRange } from '@mingle/shared/event-labels';

/**
 * How times are written on screen. An event's times are always in the event's own zone and
 * name it ("7:00 PM EST"), on every surface: a ticket for a show in Lisbon says 21:00 WET even
 * on a phone set to New York, so the night can never be misread. An event with no zone yet (a
 * draft) or an unknown one is shown in UTC, never in the viewer's zone by guess. Moments that
 * belong to no event (a report, a refund request) are in the viewer's own zone.
 */

const cache = new Map<string, Intl.DateTimeFormat>();

function format(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', options);
    cache.set(key, f);
  }
  return f;
}

const SHORT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** "Sat, Dec 5 · 8:00 PM EST": the short form for cards and rows, in the event's zone. */
export function formatCardDate(startsAt: string, timeZone: string | null | undefined): string {
  const tz = eventZone(timeZone);
  const d = new Date(startsAt);
  const date = format(`card-d-${tz}`, { timeZone: tz, weekday: 'short', month: 'short', day: 'numeric' });
  const time = format(`card-t-${tz}`, {
    timeZone: tz,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${date.format(d)} · ${time.format(d)}`;
}

/**
 * An event's time as a guest reads it, in the event's zone and naming it: "Saturday, December
 * 5, 2026, 8:00 PM EST", or the short form "Sat, Dec 5, 8:00 PM EST".
 */
export function formatEventTime(
  iso: string | null,
  timeZone: string | null | undefined,
  style: 'long' | 'short' = 'long',
): string {
  if (!iso) return 'Date to be announced';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Date to be announced';
  const tz = eventZone(timeZone);
  const options = style === 'long' ? EVENT_DATE_LONG : SHORT;
  return format(`event-${style}-${tz}`, { ...options, timeZone: tz, timeZoneName: 'short' }).format(date);
}

/**
 * "Jul 4, 2026, 7:00 PM": a plain date and time, in the event's zone and naming it when one is
 * passed (even a missing one: "… UTC"), else in the viewer's (a report, an RSVP's answer).
 */
export function formatDateTime(instant: string, timeZone?: string | null): string {
  const tz = timeZone === undefined ? undefined : eventZone(timeZone);
  return format(`dt-${tz ?? 'local'}`, {
    timeZone: tz,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: tz ? 'short' : undefined,
  }).format(new Date(instant));
}

/**
 * A moment such as a request or a deadline, in the viewer's own zone: "Nov 22, 7:04 PM". With
 * the event's zone (a check-in at its door), in that zone and naming it: "Nov 22, 7:04 PM EST".
 */
export function formatMoment(iso: string | null, timeZone?: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const tz = timeZone === undefined ? undefined : eventZone(timeZone);
  return format(`moment-${tz ?? 'local'}`, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: tz,
    timeZoneName: tz ? 'short' : undefined,
  }).format(date);
}

/**
 * True when the two zones show different clock times at `instant`, so both are worth showing.
 * Read from the two wall clocks, with the formatter every date here uses: the event page needs
 * no zone arithmetic (@mingle/shared/zoned-time) for it.
 */
export function zonesDiffer(a: string | null, b: string, instant: string): boolean {
  if (!a) return false;
  const at = new Date(instant);
  const wallClock = (tz: string) =>
    format(`wall-${tz}`, {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).format(at);
  return wallClock(eventZone(a)) !== wallClock(eventZone(b));
}

/** True once the event is over (or started, when it has no end). */
export function hasEnded(
  event: { startsAt: string | null; endsAt: string | null },
  now = Date.now(),
): boolean {
  const end = event.endsAt ?? event.startsAt;
  return end !== null && Date.parse(end) <= now;
}
