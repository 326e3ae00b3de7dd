import type { RangeDateFilter } from '@mingle/shared/enums';
import { localDate, zonedMidnight } from '@mingle/shared/zoned-time';

/** Pure pieces of analytics: the range as instants and dense daily series. */

export interface RangeWindow {
  /** Local midnight starting the first day; null for All. */
  from: Date | null;
  /** Local midnight after today. */
  to: Date;
  firstDay: string | null;
  lastDay: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (utcMidnight: number) => {
  const d = new Date(utcMidnight);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

const DAYS_BACK: Record<Exclude<RangeDateFilter, 'all'>, number> = { today: 0, '7d': 6, '30d': 29 };

/** Today, the last 7 or 30 days (today included) or All, as calendar days in `tz`. */
export function rangeWindow(range: RangeDateFilter, now: Date, tz: string): RangeWindow {
  const d = localDate(now, tz);
  const to = zonedMidnight(d.year, d.month, d.day + 1, tz);
  const lastDay = isoDay(Date.UTC(d.year, d.month - 1, d.day));
  if (range === 'all') return { from: null, to, firstDay: null, lastDay };
  const back = DAYS_BACK[range];
  return {
    from: zonedMidnight(d.year, d.month, d.day - back, tz),
    to,
    firstDay: isoDay(Date.UTC(d.year, d.month - 1, d.day - back)),
    lastDay,
  };
}

/**
 * One point per calendar day from `firstDay` (for All: the first day with activity) to
 * `lastDay`, days without activity as zeros, so a chart shows quiet days and the points sum
 * to the totals.
 */
export function denseSeries<K extends string>(
  rows: Map<string, Record<K, number>>,
  keys: readonly K[],
  firstDay: string | null,
  lastDay: string,
): ({ date: string } & Record<K, number>)[] {
  const start = firstDay ?? [...rows.keys()].sort()[0];
  if (!start) return [];
  const out: ({ date: string } & Record<K, number>)[] = [];
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last; t += DAY_MS) {
    const date = isoDay(t);
    const zero = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
    out.push({ date, ...zero, ...rows.get(date) });
  }
  return out;
}
