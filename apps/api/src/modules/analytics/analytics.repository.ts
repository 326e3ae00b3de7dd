import { ANALYTICS_TOP_ROWS } from '@mingle/shared/constants';
import type { Db, Queryable } from '../../db/client.ts';
import { organizationSql } from '../teams/index.ts';

/**
 * The analytics aggregates, straight from the tables the product runs on, so every figure
 * reconciles with orders, the ledger, tickets, RSVPs and connections. Only counts and sums
 * leave this file. Every query takes the same five parameters:
 * $1 who is asking (`viewerParam`), $2 event (null: all of the organization's events), $3 window
 * start (null: All), $4 window end, $5 the viewer's IANA zone (calendar days are that zone's).
 * Each reads the organization through `ORG`, the access check itself: someone who may not read
 * its analytics gets no rows, never another organization's.
 */

/** Who is asking: the user, and the organization they asked for (null: their default one). */
export interface Viewer {
  userId: string;
  organizationId: string | null;
}

export interface Scope {
  viewer: Viewer;
  eventId: string | null;
  from: Date | null;
  to: Date;
  tz: string;
  now: Date;
}

/** $1: [user] or [user, organization asked for], one parameter so the others keep their places. */
export const viewerParam = (v: Viewer) => (v.organizationId ? [v.userId, v.organizationId] : [v.userId]);

/** The organization whose analytics $1 may read (NULL: none), as the teams permission table says. */
const ORG_SQL = organizationSql('analytics.read', '($1::uuid[])[1]', '($1::uuid[])[2]');
/**
 * The first CTE of every report query: that organization, worked out once per query, which
 * every read of the rollups then names as `ORG` (one subquery to plan, not one per read).
 */
export const ORG_CTE = `org AS MATERIALIZED (SELECT ${ORG_SQL} AS id)`;
export const ORG = '(SELECT id FROM org)';

export const params = (s: Scope) => [viewerParam(s.viewer), s.eventId, s.from, s.to, s.tz];
/** For queries that don't split by day (PostgreSQL refuses a parameter the text doesn't use). */
export const windowParams = (s: Scope) => [viewerParam(s.viewer), s.eventId, s.from, s.to];

/** Runs one aggregate (PostgreSQL connections run without JIT: see `openPostgres`). */
export async function aggregate<T>(db: Db, sql: string, values: unknown[]): Promise<T[]> {
  return db.query<T>(sql, values);
}

export const inWindow = (column: string) =>
  `${column} >= COALESCE($3::timestamptz, '-infinity'::timestamptz) AND ${column} < $4::timestamptz`;

export const day = (column: string) => `to_char((${column}) AT TIME ZONE $5, 'YYYY-MM-DD')`;

/** A local calendar date to group by: cheaper than formatting every row, as `day` does. */
export const localDate = (column: string) => `((${column}) AT TIME ZONE $5)::date`;
/** The grouped local date as `day` writes it. */
export const dayOf = (column: string) => `to_char(${localDate(column)}, 'YYYY-MM-DD')`;

export interface ScopeFacts {
  /** The organization the viewer may read (null: refused, or none; `defaultOrganization` says why). */
  organizationId: string | null;
  /** False when the database doesn't know the zone (its list can lag the runtime's by a release). */
  zoneKnown: boolean;
  /** The event asked for belongs to the organization (true when none was asked for). */
  eventFound: boolean;
  /** The currency most of the organization's ticket types are priced in (kept by migration 0019). */
  currency: string | null;
}

/** Whom the request is for and what it needs checked, in one round trip beside the aggregates. */
export async function scopeFacts(
  db: Queryable,
  viewer: Viewer,
  eventId: string | null,
  tz: string,
): Promise<ScopeFacts> {
  try {
    const row = await db.maybeOne<{ org: string | null; event_found: boolean; currency: string | null }>(
      `SELECT o.org, now() AT TIME ZONE $3 IS NOT NULL AS zone_ok,
              ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM events WHERE id = $2 AND organization_id = o.org)) AS event_found,
              (SELECT currency FROM analytics_org_currencies WHERE organization_id = o.org AND n > 0
                ORDER BY n DESC, currency LIMIT 1) AS currency
         FROM (SELECT ${ORG_SQL} AS org) o`,
      [viewerParam(viewer), eventId, tz],
    );
    return {
      organizationId: row!.org,
      zoneKnown: true,
      eventFound: row!.event_found,
      currency: row!.currency,
    };
  } catch (err) {
    if ((err as { code?: unknown }).code === '22023')
      return { organizationId: null, zoneKnown: false, eventFound: false, currency: null };
    throw err;
  }
}

/** The origin the rollups' slots, hours and UTC days are counted from. */
const EPOCH = `timestamptz '2000-01-01 00:00:00+00'`;

/**
 * The whole UTC days inside the window [$3, $4) run from CEIL_DAY to FLOOR_DAY (written out, not
 * a CTE, so the planner can use them as index ranges).
 */
export const CEIL_DAY = `(date_bin('1 day', $3::timestamptz - interval '1 microsecond', ${EPOCH}) + interval '1 day')`;
export const FLOOR_DAY = `date_bin('1 day', $4::timestamptz, ${EPOCH})`;

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

const ORG_DAILY = Object.fromEntries(
  Object.entries(DAILY_SETS).map(([k, set]) => [k, orgDailySql(set)]),
) as Record<DailySet, string>;

/** The same for one event, from its per-slot rows (an event's activity spans weeks, not years). */
const eventDailySql = `WITH ${ORG_CTE},
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

const moneyBreakdownSql = `WITH ${ORG_CTE},
     types AS (
       SELECT event_id, ticket_type_id, gross, discount, refunds, tickets, n FROM analytics_type_totals
        WHERE $3::timestamptz IS NULL AND organization_id = ${ORG} AND ($2::uuid IS NULL OR event_id = $2)
       UNION ALL
       SELECT t.event_id, t.ticket_type_id, t.gross, t.discount, t.refunds, t.tickets, t.n FROM analytics_type_days t
        WHERE $3::timestamptz IS NOT NULL AND $2::uuid IS NULL AND t.organization_id = ${ORG}
          AND t.slot >= ${CEIL_DAY} AND t.slot < ${FLOOR_DAY}
       UNION ALL
       SELECT t.event_id, t.ticket_type_id, t.gross, t.discount, t.refunds, t.tickets, t.n FROM analytics_type_sales t
        WHERE $3::timestamptz IS NOT NULL AND $2::uuid IS NULL AND t.organization_id = ${ORG}
          AND t.slot >= $3 AND t.slot < LEAST(${CEIL_DAY}, $4)
       UNION ALL
       SELECT t.event_id, t.ticket_type_id, t.gross, t.discount, t.refunds, t.tickets, t.n FROM analytics_type_sales t
        WHERE $3::timestamptz IS NOT NULL AND $2::uuid IS NULL AND t.organization_id = ${ORG}
          AND t.slot >= GREATEST(${FLOOR_DAY}, ${CEIL_DAY}) AND t.slot < $4
       UNION ALL
       SELECT event_id, ticket_type_id, gross, discount, refunds, tickets, n FROM analytics_type_sales
        WHERE $3::timestamptz IS NOT NULL AND event_id = $2 AND organization_id = ${ORG} AND ${inWindow('slot')}
     ),
     -- Each ticket type once, then its event from the types (a few hundred rows, not every day).
     tg AS (
       SELECT event_id, ticket_type_id, sum(gross)::bigint AS gross, sum(discount)::bigint AS discount,
              sum(refunds)::bigint AS refunds, sum(tickets)::bigint AS tickets, sum(n) AS n
         FROM types GROUP BY ticket_type_id, event_id
     ),
     g AS (
       SELECT 'type' AS grp, NULL::uuid AS event_id, ticket_type_id, gross, discount, refunds, tickets
         FROM tg WHERE n > 0
       UNION ALL
       SELECT 'event', event_id, NULL, sum(gross)::bigint, sum(discount)::bigint, sum(refunds)::bigint,
              sum(tickets)::bigint
         FROM tg GROUP BY event_id HAVING sum(n) > 0
     ),
     ranked AS (
       SELECT g.*, row_number() OVER (PARTITION BY grp ORDER BY gross - discount - refunds DESC, gross DESC,
                                                              COALESCE(event_id, ticket_type_id)) AS rank
         FROM g
     ),
     top AS (
       SELECT grp, event_id, ticket_type_id, gross, discount, refunds, tickets, NULL::int AS others, rank
         FROM ranked WHERE rank <= ${ANALYTICS_TOP_ROWS}
       UNION ALL
       SELECT grp, NULL, NULL, sum(gross)::bigint, sum(discount)::bigint, sum(refunds)::bigint, sum(tickets)::bigint,
              count(*)::int, ${ANALYTICS_TOP_ROWS + 1}
         FROM ranked WHERE rank > ${ANALYTICS_TOP_ROWS} GROUP BY grp
     )
     SELECT t.grp, t.event_id, t.ticket_type_id, t.gross, t.discount, t.refunds, t.tickets, t.others,
            COALESCE(tt.name, e.title) AS name, e.id AS name_event_id, e.title AS event_title
       FROM top t
       LEFT JOIN ticket_types tt ON tt.id = t.ticket_type_id
       LEFT JOIN events e ON e.id = COALESCE(tt.event_id, t.event_id)
      ORDER BY t.grp, t.rank`;

export interface MoneyRow {
  grp: 'event' | 'type';
  event_id: string | null;
  ticket_type_id: string | null;
  /** On the "Other" row (ids null): how many events or ticket types it sums; else null. */
  others: number | null;
  /** The event's title, or the ticket type's name. */
  name: string | null;
  /** The event the row (or its ticket type) belongs to, and that event's title. */
  name_event_id: string | null;
  event_title: string | null;
  gross: number;
  discount: number;
  refunds: number;
  tickets: number;
}

/**
 * Money by event and by ticket type: for a range, each ticket type's whole UTC days in it plus
 * its slots at the two ends (migrations 0014 and 0019), or its all-time totals for All. Each
 * list is its ANALYTICS_TOP_ROWS rows of highest net revenue (then gross, then id, so the cut is
 * the same every time), with their names, then one row summing the rest when there are more.
 * Fees are the platform's and left out.
 */
export async function moneyBreakdown(db: Db, s: Scope): Promise<MoneyRow[]> {
  return aggregate<MoneyRow>(db, moneyBreakdownSql, windowParams(s));
}

/** The SQL of the money and daily aggregates, for the benchmark's bare runs of the same queries. */
export const MONEY_SQL = {
  orgDaily: ORG_DAILY,
  eventDaily: eventDailySql,
  moneyBreakdown: moneyBreakdownSql,
};
