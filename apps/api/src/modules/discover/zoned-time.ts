/**
 * Calendar arithmetic in an IANA time zone with Intl only: "today", "this weekend" and
 * "this month" are the viewer's, not the server's.
 */

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

function wallClock(instant: number, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts;
}

/** Local wall time minus UTC at `instant`, in ms (e.g. −7 h in Los Angeles in summer). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year!, w.month! - 1, w.day!, w.hour!, w.minute!, w.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

export function localDate(now: Date, timeZone: string): LocalDate {
  const w = wallClock(now.getTime(), timeZone);
  const weekday = new Date(Date.UTC(w.year!, w.month! - 1, w.day!)).getUTCDay();
  return { year: w.year!, month: w.month!, day: w.day!, weekday };
}

/**
 * The instant of local midnight starting year-month-day (day and month may overflow, like
 * Date.UTC). Computed twice so a DST change between the guess and the answer is accounted for.
 */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
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
