import { zoneOffsetMs } from '@mingle/shared/zoned-time';

/** How dates of events are written on screen; always in a named zone, never the server's. */

const cache = new Map<string, Intl.DateTimeFormat>();

function format(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', options);
    cache.set(key, f);
  }
  return f;
}

function safeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "Sat, Jul 4 · 7:00 PM" in `timeZone`: the short form for cards and rows. */
export function formatCardDate(startsAt: string, timeZone: string | null | undefined): string {
  const tz = safeZone(timeZone);
  const date = format(`card-d-${tz}`, { timeZone: tz, weekday: 'short', month: 'short', day: 'numeric' });
  const time = format(`card-t-${tz}`, { timeZone: tz, hour: 'numeric', minute: '2-digit' });
  const d = new Date(startsAt);
  return `${date.format(d)} · ${time.format(d)}`;
}

/**
 * "Saturday, July 4, 2026, 7:00 – 10:00 PM PDT": start to end in one zone, written as a range
 * so a same-day event does not repeat its date.
 */
export function formatEventRange(startsAt: string, endsAt: string | null, timeZone: string | null): string {
  const tz = safeZone(timeZone);
  const f = format(`range-${tz}`, {
    timeZone: tz,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const start = new Date(startsAt);
  if (!endsAt) return f.format(start);
  return f.formatRange(start, new Date(endsAt));
}

/** "Jul 4, 2026, 7:00 PM": a plain date and time in a zone, e.g. for invitations and lists. */
export function formatDateTime(instant: string, timeZone?: string | null): string {
  const tz = timeZone ? safeZone(timeZone) : undefined;
  return format(`dt-${tz ?? 'local'}`, {
    timeZone: tz,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** True when the two zones show different clock times at `instant`, so both are worth showing. */
export function zonesDiffer(a: string | null, b: string, instant: string): boolean {
  if (!a) return false;
  const at = Date.parse(instant);
  return zoneOffsetMs(at, safeZone(a)) !== zoneOffsetMs(at, safeZone(b));
}

/** True once the event is over (or started, when it has no end). */
export function hasEnded(
  event: { startsAt: string | null; endsAt: string | null },
  now = Date.now(),
): boolean {
  const end = event.endsAt ?? event.startsAt;
  return end !== null && Date.parse(end) <= now;
}
