/**
 * Wall-clock time and calendar arithmetic in an IANA time zone, with Intl only (no date library
 * in the web bundle, no zod so the web can import it cheaply). The web turns what a host types
 * into UTC instants; the API works out "today", "this weekend" and "this month" in the viewer's
 * zone, not the server's.
 *
 * DST rule for wall times (the same as Temporal's "compatible" disambiguation, and what calendar
 * apps do):
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

export interface LocalDate {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

export interface Window {
  from: Date;
  to: Date;
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

export function localDate(now: Date, timeZone: string): LocalDate {
  const w = wallParts(now.getTime(), timeZone);
  const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
  return { year: w.year, month: w.month, day: w.day, weekday };
}

/**
 * The instant of local midnight starting year-month-day (day and month may overflow, like
 * Date.UTC). Computed twice so a DST change between the guess and the answer is accounted for.
 */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

function days(d: LocalDate, fromDays: number, toDays: number, timeZone: string): Window {
  return {
    from: zonedMidnight(d.year, d.month, d.day + fromDays, timeZone),
    to: zonedMidnight(d.year, d.month, d.day + toDays, timeZone),
  };
}

/** Discover's date filters. The weekend is Saturday 00:00 → Monday 00:00; during it, now → Monday. */
export function discoverWindow(
  filter: 'today' | 'tomorrow' | 'weekend',
  now: Date,
  timeZone: string,
): Window {
  const d = localDate(now, timeZone);
  if (filter === 'today') return days(d, 0, 1, timeZone);
  if (filter === 'tomorrow') return days(d, 1, 2, timeZone);
  if (d.weekday === 6 || d.weekday === 0) {
    return { from: now, to: zonedMidnight(d.year, d.month, d.day + (d.weekday === 6 ? 2 : 1), timeZone) };
  }
  return days(d, 6 - d.weekday, 8 - d.weekday, timeZone);
}

/** The host centre's ranges: today, this week (Monday to Sunday), this month. */
export function hostWindow(range: 'today' | 'week' | 'month', now: Date, timeZone: string): Window {
  const d = localDate(now, timeZone);
  if (range === 'today') return days(d, 0, 1, timeZone);
  if (range === 'week') {
    const sinceMonday = (d.weekday + 6) % 7;
    return days(d, -sinceMonday, 7 - sinceMonday, timeZone);
  }
  return {
    from: zonedMidnight(d.year, d.month, 1, timeZone),
    to: zonedMidnight(d.year, d.month + 1, 1, timeZone),
  };
}
