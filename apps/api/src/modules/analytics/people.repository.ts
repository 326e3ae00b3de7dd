import type { Db } from '../../db/client.ts';
import {
  aggregate,
  CEIL_DAY,
  FLOOR_DAY,
  inWindow,
  ORG,
  ORG_CTE,
  params,
  type Scope,
  windowParams,
} from './analytics.repository.ts';

/**
 * Who the guests are and which events they matched at: the people side of analytics, counts
 * only. The daily figures (going, maybe, checked in, no-shows, requests, matches) are in
 * `daily` of the analytics repository.
 */

export interface BreakdownRow {
  grp: 'returning' | 'gender' | 'intent' | 'age';
  key: string;
  n: number;
}

/** Age band on the event's local day (its start, or today when it has none) in the viewer's zone. */
const band = (startsAt: string, birthdate: string) =>
  `analytics_age_band((COALESCE(${startsAt}, $6) AT TIME ZONE $5)::date, ${birthdate})`;

const groupings = `SELECT 'returning' AS grp, visit AS key, sum(n)::int AS n FROM mix GROUP BY visit
     UNION ALL SELECT 'gender', gender, sum(n)::int FROM mix GROUP BY gender
     UNION ALL SELECT 'intent', intent, sum(n)::int FROM mix GROUP BY intent
     UNION ALL SELECT 'age', age, sum(n)::int FROM (SELECT age, n FROM mix WHERE age <> '' UNION ALL SELECT age, n FROM ages) a
      GROUP BY age`;

/**
 * All of an organization's events, from the guest-mix rollups of migration 0019: for All the
 * all-time counts (less anything dated from the window's end on), for a range the whole UTC days
 * inside it plus the 15-minute slots at its two ends. Guests whose age band depends on the
 * viewer's zone are kept by birthdate and aged here.
 */
const orgBreakdownsSql = `WITH ${ORG_CTE},
     mix AS (
       SELECT visit, gender, intent, age, n FROM analytics_org_mix
        WHERE $2::uuid IS NULL AND $3::timestamptz IS NULL AND organization_id = ${ORG}
       UNION ALL
       SELECT visit, gender, intent, age, -n FROM analytics_org_mix_slots
        WHERE $2::uuid IS NULL AND $3::timestamptz IS NULL AND organization_id = ${ORG} AND slot >= $4
       UNION ALL
       SELECT m.visit, m.gender, m.intent, m.age, m.n FROM analytics_org_mix_days m
        WHERE $2::uuid IS NULL AND $3::timestamptz IS NOT NULL AND m.organization_id = ${ORG} AND m.slot >= ${CEIL_DAY} AND m.slot < ${FLOOR_DAY}
       UNION ALL
       SELECT m.visit, m.gender, m.intent, m.age, m.n FROM analytics_org_mix_slots m
        WHERE $2::uuid IS NULL AND $3::timestamptz IS NOT NULL AND m.organization_id = ${ORG}
          AND m.slot >= $3 AND m.slot < LEAST(${CEIL_DAY}, $4)
       UNION ALL
       SELECT m.visit, m.gender, m.intent, m.age, m.n FROM analytics_org_mix_slots m
        WHERE $2::uuid IS NULL AND $3::timestamptz IS NOT NULL AND m.organization_id = ${ORG}
          AND m.slot >= GREATEST(${FLOOR_DAY}, ${CEIL_DAY}) AND m.slot < $4
     ),
     ages AS (
       SELECT ${band('e.starts_at', 'a.birthdate')} AS age, a.n
         FROM analytics_guest_ages a JOIN events e ON e.id = a.event_id
        WHERE a.organization_id = ${ORG} AND ${inWindow('a.slot')}
     )
     ${groupings}`;

/** One event: its guest rows (a few hundred), with what the breakdowns need kept on each. */
const eventBreakdownsSql = `WITH ${ORG_CTE},
     mix AS (
       SELECT CASE WHEN is_returning THEN 'returning' ELSE 'new' END AS visit,
              COALESCE(gender, 'unknown') AS gender, COALESCE(intent, 'unknown') AS intent,
              ${band('starts_at', 'birthdate')} AS age, 1 AS n
         FROM analytics_guests
        WHERE event_id = $2 AND organization_id = ${ORG} AND going_since IS NOT NULL AND ${inWindow('going_since')}
     ),
     ages AS (SELECT ''::text AS age, 0 AS n WHERE false)
     ${groupings}`;

/**
 * Who the guests who became Going in the window are: new or returning (Going to an event of
 * this organization that started earlier), gender, intent and age band on the event's day. Age
 * in whole years is (event day − birthday) as YYYYMMDD numbers ÷ 10000, as `age()` counts them
 * (a birthday not yet reached that year, 29 February included).
 */
export async function guestBreakdowns(db: Db, s: Scope): Promise<BreakdownRow[]> {
  return aggregate<BreakdownRow>(db, s.eventId ? eventBreakdownsSql : orgBreakdownsSql, [
    ...params(s),
    s.now,
  ]);
}

export interface EventPeopleRow {
  event_id: string;
  title: string | null;
  going: number;
  matches: number;
}

/**
 * Going guests and matches per event in the window, with each event's title, for the events
 * with either: over All from each event's all-time totals (less anything dated from the
 * window's end on), over a range from the per-event slots in it.
 */
const eventPeopleSql = `WITH ${ORG_CTE},
     t AS (
       SELECT event_id, going, matches FROM analytics_event_totals
        WHERE $3::timestamptz IS NULL AND organization_id = ${ORG} AND ($2::uuid IS NULL OR event_id = $2)
       UNION ALL
       SELECT event_id, -going, 0 FROM analytics_event_guests
        WHERE $3::timestamptz IS NULL AND organization_id = ${ORG} AND ($2::uuid IS NULL OR event_id = $2) AND slot >= $4
       UNION ALL
       SELECT event_id, 0, -n FROM analytics_event_matches
        WHERE $3::timestamptz IS NULL AND organization_id = ${ORG} AND ($2::uuid IS NULL OR event_id = $2) AND slot >= $4
       UNION ALL
       SELECT event_id, going, 0 FROM analytics_event_guests
        WHERE $3::timestamptz IS NOT NULL AND organization_id = ${ORG} AND ($2::uuid IS NULL OR event_id = $2)
          AND ${inWindow('slot')}
       UNION ALL
       SELECT event_id, 0, n FROM analytics_event_matches
        WHERE $3::timestamptz IS NOT NULL AND organization_id = ${ORG} AND ($2::uuid IS NULL OR event_id = $2)
          AND ${inWindow('slot')}
     ),
     s AS (SELECT event_id, sum(going)::int AS going, sum(matches)::int AS matches FROM t GROUP BY event_id)
     SELECT s.event_id, e.title, s.going, s.matches FROM s JOIN events e ON e.id = s.event_id
      WHERE s.going > 0 OR s.matches > 0`;

/**
 * Matches made at each event (the request that completed a match names its event) and guests
 * who became Going there, in the window.
 */
export async function eventPeople(db: Db, s: Scope): Promise<EventPeopleRow[]> {
  return aggregate<EventPeopleRow>(db, eventPeopleSql, windowParams(s));
}

/** The SQL of the people aggregates, for the benchmark's bare runs of the same queries. */
export const PEOPLE_SQL = {
  orgBreakdowns: orgBreakdownsSql,
  eventBreakdowns: eventBreakdownsSql,
  eventPeople: eventPeopleSql,
};
