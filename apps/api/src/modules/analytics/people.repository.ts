import type { Db } from '../../db/client.ts';
import {
  aggregate,
  day,
  dayOf,
  EVENTS,
  inWindow,
  localDate,
  params,
  type Scope,
  windowParams,
} from './analytics.repository.ts';

/** Guests, matches and connection requests: the people side of analytics, counts only. */

/**
 * Going, once per guest and event (the attendance view: a valid or redeemed ticket, or an
 * approved Yes; deleted accounts not counted, as on the event page), dated by when the guest
 * first became Going. Guest figures read `analytics_guests` (migration 0014): one row per guest
 * and event, worked out again from RSVPs and tickets by triggers on every write that changes it.
 */
const GOING = `SELECT a.event_id, a.user_id, a.going_since AS since
                 FROM ev JOIN analytics_guests a ON a.event_id = ev.id WHERE a.going_since IS NOT NULL`;

export interface DayCountRow {
  kind: 'going' | 'maybe' | 'checkedIn' | 'noShows';
  day: string;
  n: number;
}

const guestDaysSql = `WITH ev AS (${EVENTS}),
     slots AS (
       SELECT slot, going, maybe, checked_in FROM analytics_org_guests
        WHERE $2::uuid IS NULL AND organization_id = $1 AND ${inWindow('slot')}
       UNION ALL
       SELECT slot, going, maybe, checked_in FROM analytics_event_guests
        WHERE event_id = $2 AND organization_id = $1 AND ${inWindow('slot')}
     ),
     days AS (
       SELECT ${localDate('slot')} AS d, sum(going) AS going, sum(maybe) AS maybe, sum(checked_in) AS checked_in
         FROM slots GROUP BY 1
     ),
     ended AS (
       SELECT ${localDate('ev.ends_at')} AS d, sum(u.holders) AS n
         FROM ev JOIN analytics_event_unscanned u ON u.event_id = ev.id
        WHERE ev.ends_at <= $6 AND ${inWindow('ev.ends_at')} GROUP BY 1
     )
     SELECT kind, to_char(d, 'YYYY-MM-DD') AS day, n::int AS n FROM (
       SELECT 'going' AS kind, d, going AS n FROM days
       UNION ALL SELECT 'maybe', d, maybe FROM days
       UNION ALL SELECT 'checkedIn', d, checked_in FROM days
       UNION ALL SELECT 'noShows', d, n FROM ended
     ) k WHERE n > 0`;

/**
 * The guests' daily figures. Maybe: a Maybe answer from someone not Going (as on the event
 * page), when answered. Checked in: a guest with a scanned ticket, when first scanned.
 * No-shows: a guest holding a ticket, none of them scanned, of an event that has ended, dated
 * by the event's end. Read from the per-slot counts kept from `analytics_guests` (migration
 * 0014) and, for no-shows, each event's holders with nothing scanned.
 */
export async function guestDays(db: Db, s: Scope): Promise<DayCountRow[]> {
  return aggregate<DayCountRow>(db, guestDaysSql, [...params(s), s.now]);
}

export interface BreakdownRow {
  grp: 'returning' | 'gender' | 'intent' | 'age';
  key: string;
  n: number;
}

const guestBreakdownsSql = `WITH ev AS (${EVENTS}),
     going AS (${GOING}),
     event_day AS (
       SELECT id, starts_at, to_char((COALESCE(starts_at, $6) AT TIME ZONE $5)::date, 'YYYYMMDD')::int AS ymd FROM ev
     ),
     win AS (
       SELECT g.event_id, g.user_id, d.starts_at, u.gender, u.intent,
              (d.ymd - to_char(u.birthdate, 'YYYYMMDD')::int) / 10000 AS age
         FROM going g JOIN event_day d ON d.id = g.event_id JOIN users u ON u.id = g.user_id
        WHERE ${inWindow('g.since')}
     ),
     firsts AS (
       SELECT a2.user_id, min(e2.starts_at) AS first_start
         FROM events e2 JOIN analytics_guests a2 ON a2.event_id = e2.id AND a2.going_since IS NOT NULL
        WHERE e2.organization_id = $1 AND a2.user_id IN (SELECT user_id FROM win) GROUP BY a2.user_id
     ),
     tagged AS (
       SELECT CASE WHEN f.first_start < w.starts_at THEN 'returning' ELSE 'new' END AS visit,
              COALESCE(w.gender, 'unknown') AS gender, COALESCE(w.intent, 'unknown') AS intent,
              CASE WHEN w.age IS NULL THEN 'unknown' WHEN w.age < 18 THEN 'under 18'
                   WHEN w.age < 25 THEN '18-24' WHEN w.age < 35 THEN '25-34' WHEN w.age < 45 THEN '35-44'
                   WHEN w.age < 55 THEN '45-54' ELSE '55+' END AS age
         FROM win w LEFT JOIN firsts f ON f.user_id = w.user_id
     )
     SELECT CASE WHEN GROUPING(visit) = 0 THEN 'returning' WHEN GROUPING(gender) = 0 THEN 'gender'
                 WHEN GROUPING(intent) = 0 THEN 'intent' ELSE 'age' END AS grp,
            COALESCE(CASE WHEN GROUPING(visit) = 0 THEN visit END,
                     CASE WHEN GROUPING(gender) = 0 THEN gender END,
                     CASE WHEN GROUPING(intent) = 0 THEN intent END, age) AS key,
            count(*)::int AS n
       FROM tagged GROUP BY GROUPING SETS ((visit), (gender), (intent), (age))`;

/**
 * Who the guests who became Going in the window are: new or returning (Going to an event of
 * this organization that started earlier), gender, intent and age band on the event's day. Age
 * in whole years is (event day − birthday) as YYYYMMDD numbers ÷ 10000, as `age()` counts them
 * (a birthday not yet reached that year, 29 February included), without a date interval per guest.
 */
export async function guestBreakdowns(db: Db, s: Scope): Promise<BreakdownRow[]> {
  return aggregate<BreakdownRow>(db, guestBreakdownsSql, [...params(s), s.now]);
}

export interface EventCountRow {
  grp: 'day' | 'event';
  day: string | null;
  event_id: string | null;
  n: number;
}

const matchesSql = `WITH ev AS (${EVENTS}),
     m AS (
       SELECT c.event_id, ${day('c.matched_at')} AS day FROM ev JOIN connections c ON c.event_id = ev.id
        WHERE c.matched_at IS NOT NULL AND c.created_at >= c.matched_at AND ${inWindow('c.matched_at')}
     )
     SELECT CASE WHEN GROUPING(day) = 0 THEN 'day' ELSE 'event' END AS grp, day, event_id, count(*)::int AS n
       FROM m GROUP BY GROUPING SETS ((day), (event_id))`;

/**
 * Matches made at the organization's events, when made. Both rows of a pair get `matched_at`
 * from the request that completed the match, in the transaction that inserted it, so that
 * request is the row whose `created_at` is its `matched_at`; its event is the match's event
 * (the one its chat opens for). An unmatched pair still counts: the match was made.
 */
export async function matches(db: Db, s: Scope): Promise<EventCountRow[]> {
  return aggregate<EventCountRow>(db, matchesSql, params(s));
}

const goingByEventSql = `WITH ev AS (${EVENTS}), going AS (${GOING}),
     g AS (SELECT event_id, count(*)::int AS n FROM going WHERE ${inWindow('since')} GROUP BY event_id)
     SELECT ev.id AS event_id, ev.title, COALESCE(g.n, 0) AS n FROM ev LEFT JOIN g ON g.event_id = ev.id
      WHERE g.n IS NOT NULL
         OR EXISTS (SELECT 1 FROM connections c WHERE c.event_id = ev.id AND c.matched_at IS NOT NULL
                       AND c.created_at >= c.matched_at AND ${inWindow('c.matched_at')})`;

/**
 * Guests who became Going in the window, per event, with the title of every event that had
 * going guests or matches in the window (so the report needs no second look-up for titles).
 */
export async function goingByEvent(
  db: Db,
  s: Scope,
): Promise<{ event_id: string; title: string | null; n: number }[]> {
  return aggregate(db, goingByEventSql, windowParams(s));
}

export interface RequestDayRow {
  day: string;
  sent: number;
  matched: number;
  declined: number;
  pending: number;
}

const requestDaysSql = `SELECT ${dayOf('slot')} AS day, sum(sent)::int AS sent, sum(matched)::int AS matched,
            sum(declined)::int AS declined, sum(pending)::int AS pending
       FROM (SELECT slot, sent, matched, declined, pending FROM analytics_org_requests
              WHERE $2::uuid IS NULL AND organization_id = $1 AND ${inWindow('slot')}
             UNION ALL
             SELECT slot, sent, matched, declined, pending FROM analytics_event_requests
              WHERE event_id = $2 AND organization_id = $1 AND ${inWindow('slot')}) r
      GROUP BY ${localDate('slot')} HAVING sum(sent) > 0`;

/**
 * Connection requests sent at the organization's events, dated when sent, with where each
 * stands now. The request that completed a match is the acceptance, not a request of its own.
 * Read from the per-15-minute-slot counts the connections trigger keeps (migration 0014): a
 * viewer's calendar day is always whole slots.
 */
export async function requestDays(db: Db, s: Scope): Promise<RequestDayRow[]> {
  return aggregate<RequestDayRow>(db, requestDaysSql, params(s));
}

/** The SQL of the people aggregates, for the benchmark's bare runs of the same queries. */
export const PEOPLE_SQL = {
  guestDays: guestDaysSql,
  guestBreakdowns: guestBreakdownsSql,
  matches: matchesSql,
  goingByEvent: goingByEventSql,
  requestDays: requestDaysSql,
};
