import { localDate, utcToWallTime, type WallTime, wallTimeToUtc } from '@mingle/shared/zoned-time';

const HOUR_MS = 60 * 60 * 1000;
const FRIDAY = 5;
/** Doors at 19:00 and three hours of event: what most evening events look like. */
const DEFAULT_START = '19:00';
export const DEFAULT_LENGTH_MS = 3 * HOUR_MS;
/** A default less than a day away leaves no time to share the event. */
const MIN_LEAD_MS = 24 * HOUR_MS;

export interface EventTimes {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

function addDays(date: WallTime['date'], days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function times(start: Date, end: Date, timeZone: string): EventTimes {
  const s = utcToWallTime(start, timeZone);
  const e = utcToWallTime(end, timeZone);
  return { startDate: s.date, startTime: s.time, endDate: e.date, endTime: e.time };
}

/**
 * A new event's start and end: the next Friday or Saturday at 19:00 in the host's zone that is
 * at least a day away (on a Friday morning that is Saturday; on a Saturday, next Friday), ending
 * three hours later.
 */
export function defaultEventTimes(now: Date, timeZone: string): EventTimes {
  const today = localDate(now, timeZone);
  const todayIso = utcToWallTime(now, timeZone).date;
  const toFriday = (FRIDAY - today.weekday + 7) % 7;
  for (const offset of [toFriday, toFriday + 1, toFriday + 7]) {
    const start = wallTimeToUtc({ date: addDays(todayIso, offset), time: DEFAULT_START }, timeZone);
    if (start && start.getTime() - now.getTime() >= MIN_LEAD_MS) {
      return times(start, new Date(start.getTime() + DEFAULT_LENGTH_MS), timeZone);
    }
  }
  // Unreachable for real zones (next week's Friday is always more than a day away).
  const start = new Date(now.getTime() + 7 * MIN_LEAD_MS);
  return times(start, new Date(start.getTime() + DEFAULT_LENGTH_MS), timeZone);
}

/**
 * Where the end goes when the host moves the start: when the end would no longer be after the
 * new start, it follows, keeping the event's previous length (three hours when there was none).
 * Null means leave the end alone.
 */
export function followEnd(previous: EventTimes, next: EventTimes, timeZone: string): EventTimes | null {
  const at = (date: string, time: string) => wallTimeToUtc({ date, time }, timeZone)?.getTime() ?? null;
  const start = at(next.startDate, next.startTime);
  const end = at(next.endDate, next.endTime);
  if (start === null || (end !== null && end > start)) return null;
  const oldStart = at(previous.startDate, previous.startTime);
  const oldEnd = at(previous.endDate, previous.endTime);
  const length =
    oldStart !== null && oldEnd !== null && oldEnd > oldStart ? oldEnd - oldStart : DEFAULT_LENGTH_MS;
  return times(new Date(start), new Date(start + length), timeZone);
}
