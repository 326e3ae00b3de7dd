import type { Db } from '../../db/client.ts';
import {
  aggregate,
  dayOf,
  EPOCH,
  inWindow,
  localDate,
  ORG,
  ORG_CTE,
  params,
  type Scope,
} from './analytics.repository.ts';

/**
 * The daily report: every counter of the rollups by the viewer's calendar day, for all of an
 * organization's events or for one (the common scope and SQL pieces are in analytics.repository.ts).
 */

/** The start of the UTC hour holding `now` ($6). */
const THIS_HOUR = `date_bin('1 hour', $6::timestamptz, ${EPOCH})`;

/** Every counter of a local day, as the daily rollups hold them. */
const COUNTERS = [
  'gross',
  'discount',
  'refunds',
  'tickets',
  'orders',
  'n',
  'sent',
  'req_matched',
  'declined',
  'pending',
  'going',
  'maybe',
  'checked_in',
  'no_shows',
  'matches',
] as const;
type Counter = (typeof COUNTERS)[number];
const sumsOf = (set: readonly Counter[]) =>
  COUNTERS.map((c) => (set.includes(c) ? `sum(${c})::bigint AS ${c}` : `0::bigint AS ${c}`)).join(', ');
const sums = sumsOf(COUNTERS);
const zeroExcept = (values: Partial<Record<Counter, string>>) =>
  COUNTERS.map((c) => `${values[c] ?? '0'} AS ${c}`).join(', ');

/** The counters each report sums (the others come back as 0): fewer sums over a year of hours. */
export const DAILY_SETS = {
  overview: COUNTERS,
  revenue: ['gross', 'discount', 'refunds', 'tickets', 'orders', 'n'],
  guests: ['going', 'maybe', 'checked_in', 'no_shows'],
  matches: ['going', 'matches'],
  requests: ['sent', 'req_matched', 'declined', 'pending'],
} as const satisfies Record<string, readonly Counter[]>;
export type DailySet = keyof typeof DAILY_SETS;

const ROW_EXPR: Partial<Record<Counter, string>> = {
  no_shows: `CASE WHEN slot < ${THIS_HOUR} THEN unscanned ELSE 0 END`,
};

/**
 * All of an organization's events, by the viewer's calendar day (rollups of migrations 0014 and
 * 0019). Each day is [local midnight, next local midnight): the UTC hours wholly inside it come
 * from the hourly rows and, in a zone whose midnight isn't on the hour, the 15-minute slots at
 * its two edges from the slot rows, so a day is ~24 rows and summing them is what summing the
 * orders, tickets and connections would give. For All the days start at the first hour with
 * activity. No-shows count holders of events that ended by `now` ($6): the rows wholly before
 * this hour, plus events ending in this hour read from the events themselves.
 */
const orgDailySql = (set: readonly Counter[]) => `WITH ${ORG_CTE},
     days AS (
       SELECT d::date AS d, (d::date::timestamp AT TIME ZONE $5) AS lo, ((d::date + 1)::timestamp AT TIME ZONE $5) AS hi
         FROM generate_series(
                COALESCE(($3::timestamptz AT TIME ZONE $5)::date,
                         (SELECT (min(slot) AT TIME ZONE $5)::date FROM analytics_org_hours WHERE organization_id = ${ORG}))::timestamp,
                (($4::timestamptz - interval '1 microsecond') AT TIME ZONE $5)::date::timestamp, interval '1 day') d
        WHERE $2::uuid IS NULL
     ),
     b AS (
       SELECT d, lo, hi, date_bin('1 hour', lo - interval '1 microsecond', ${EPOCH}) + interval '1 hour' AS lo_h,
              date_bin('1 hour', hi, ${EPOCH}) AS hi_h FROM days
     ),
     r AS (
       SELECT b.d, x.* FROM b JOIN analytics_org_hours x ON x.organization_id = ${ORG} AND x.slot >= b.lo_h AND x.slot < b.hi_h
       UNION ALL
       SELECT b.d, x.* FROM b JOIN analytics_org_slots x ON x.organization_id = ${ORG} AND x.slot >= b.lo AND x.slot < b.lo_h
       UNION ALL
       SELECT b.d, x.* FROM b JOIN analytics_org_slots x ON x.organization_id = ${ORG} AND x.slot >= b.hi_h AND x.slot < b.hi
     ),
     x AS (
       SELECT d, ${set.map((c) => `${ROW_EXPR[c] ?? c} AS ${c}`).join(', ')} FROM r
       ${
         set.includes('no_shows')
           ? `UNION ALL
       SELECT ${localDate('e.ends_at')}, ${set.map((c) => `${c === 'no_shows' ? 'u.holders' : '0'} AS ${c}`).join(', ')}
         FROM events e JOIN analytics_event_unscanned u ON u.event_id = e.id
        WHERE $2::uuid IS NULL AND e.organization_id = ${ORG} AND e.ends_at >= ${THIS_HOUR} AND e.ends_at <= $6
          AND ${inWindow('e.ends_at')}`
           : ''
       }
     )
     SELECT to_char(d, 'YYYY-MM-DD') AS day, ${sumsOf(set)} FROM x GROUP BY d`;

/** `now` ($6) only where no-shows are counted (PostgreSQL refuses a parameter the text doesn't use). */
export const dailyParams = (s: Scope, set: DailySet) =>
  s.eventId || (DAILY_SETS[set] as readonly Counter[]).includes('no_shows')
    ? [...params(s), s.now]
    : params(s);

export const ORG_DAILY = Object.fromEntries(
  Object.entries(DAILY_SETS).map(([k, set]) => [k, orgDailySql(set)]),
) as Record<DailySet, string>;

/** The same for one event, from its per-slot rows (an event's activity spans weeks, not years). */
export const eventDailySql = `WITH ${ORG_CTE},
     x AS (
       SELECT slot AS at, ${zeroExcept({ gross: 'gross', discount: 'discount', refunds: 'refunds', tickets: 'tickets', orders: 'orders', n: 'n' })}
         FROM analytics_event_sales WHERE event_id = $2 AND organization_id = ${ORG} AND ${inWindow('slot')}
       UNION ALL
       SELECT slot, ${zeroExcept({ sent: 'sent', req_matched: 'matched', declined: 'declined', pending: 'pending' })}
         FROM analytics_event_requests WHERE event_id = $2 AND organization_id = ${ORG} AND ${inWindow('slot')}
       UNION ALL
       SELECT slot, ${zeroExcept({ going: 'going', maybe: 'maybe', checked_in: 'checked_in' })}
         FROM analytics_event_guests WHERE event_id = $2 AND organization_id = ${ORG} AND ${inWindow('slot')}
       UNION ALL
       SELECT slot, ${zeroExcept({ matches: 'n' })}
         FROM analytics_event_matches WHERE event_id = $2 AND organization_id = ${ORG} AND ${inWindow('slot')}
       UNION ALL
       SELECT e.ends_at, ${zeroExcept({ no_shows: 'u.holders' })}
         FROM events e JOIN analytics_event_unscanned u ON u.event_id = e.id
        WHERE e.id = $2 AND e.organization_id = ${ORG} AND e.ends_at <= $6 AND ${inWindow('e.ends_at')}
     )
     SELECT ${dayOf('at')} AS day, ${sums} FROM x GROUP BY ${localDate('at')}`;

export type DailyRow = { day: string } & Record<(typeof COUNTERS)[number], number>;

/**
 * Every daily figure of the reports, one row per local day with any row in the rollups: money
 * (sales when paid, refunds when the money went back; `n` > 0 is "had sales or refunds"), paid
 * orders, connection requests by when sent and where they stand now, guests (became Going,
 * Maybe, first scanned, no-shows by the event's end) and matches when made; for all events
 * only the counters of `set` (the rest are 0).
 */
export async function daily(db: Db, s: Scope, set: DailySet): Promise<DailyRow[]> {
  return aggregate<DailyRow>(db, s.eventId ? eventDailySql : ORG_DAILY[set], dailyParams(s, set));
}
