/**
 * Wall-clock time in an IANA time zone ↔ UTC instants, with Intl only (no date library in the
 * bundle). A host types "7:00 PM" in the event's zone; the API stores the UTC instant.
 *
 * DST rule (the same as Temporal's "compatible" disambiguation, and what calendar apps do):
 * - a time that does not exist (skipped when clocks go forward) moves forward by the length of
 *   the gap: 02:30 on 2026-03-08 in Los Angeles becomes 03:30 PDT;
 * - a time that happens twice (clocks go back) means the first one: 01:30 on 2026-11-01 in
 *   Los Angeles is 01:30 PDT, not PST.
 */

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallParts(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Local wall time minus UTC at `instant`, in ms (−7 h in Los Angeles in summer). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const w = wallParts(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC instant of a wall-clock date and time in `timeZone`, or null when the input is not a valid date/time. */
export function wallTimeToUtc({ date, time }: WallTime, timeZone: string): Date | null {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return null;

  // The offsets in force a day either side cover any single transition near this time.
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - zoneOffsetMs(instant, timeZone) === instant)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return new Date(first);
  // In the gap: read the wall time with the offset from before the jump, which lands after it.
  return new Date(wall - before);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock date and time of `instant` in `timeZone`. */
export function utcToWallTime(instant: Date | string, timeZone: string): WallTime {
  const w = wallParts(new Date(instant).getTime(), timeZone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The browser's own zone, e.g. "Europe/Berlin" (UTC when the browser will not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, for the time-zone picker. */
export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}
