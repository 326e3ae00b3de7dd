import type { Db } from '../../db/client.ts';
import {
  aggregate,
  day,
  EVENTS,
  inWindow,
  params,
  type Scope,
  windowParams,
} from './analytics.repository.ts';

/** Guests, matches and connection requests: the people side of analytics, counts only. */

/**
 * Going, once per guest and event (the attendance view: a valid or redeemed ticket, or an
 * approved Yes; deleted accounts not counted, as on the event page), dated by when the guest
 * first became Going.
 */
const GOING = `SELECT a.event_id, a.user_id, min(a.since) AS since
                 FROM ev JOIN event_attendee_rows a ON a.event_id = ev.id AND NOT a.is_host
                 JOIN users u ON u.id = a.user_id AND u.deleted_at IS NULL
                GROUP BY a.event_id, a.user_id`;

export interface DayCountRow {
  kind: 'going' | 'maybe' | 'checkedIn' | 'noShows';
  day: string;
  n: number;
}

const guestDaysSql = `WITH ev AS (${EVENTS}),
     going AS (${GOING}),
     held AS (
       SELECT t.event_id, t.holder_id, bool_or(t.status = 'redeemed') AS scanned, min(t.redeemed_at) AS scanned_at,
              min(ev.ends_at) AS ends_at
         FROM ev JOIN tickets t ON t.event_id = ev.id AND t.status IN ('valid', 'redeemed') AND t.holder_id IS NOT NULL
         JOIN users u ON u.id = t.holder_id AND u.deleted_at IS NULL
        GROUP BY t.event_id, t.holder_id
     ),
     act AS (
       SELECT 'going' AS kind, since AS at FROM going WHERE ${inWindow('since')}
       UNION ALL
       SELECT 'maybe', r.updated_at FROM ev JOIN rsvps r ON r.event_id = ev.id AND r.answer = 'Maybe'
         JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
        WHERE ${inWindow('r.updated_at')}
          AND NOT EXISTS (SELECT 1 FROM going g WHERE g.event_id = r.event_id AND g.user_id = r.user_id)
       UNION ALL
       SELECT 'checkedIn', scanned_at FROM held WHERE scanned AND ${inWindow('scanned_at')}
       UNION ALL
       SELECT 'noShows', ends_at FROM held
        WHERE NOT scanned AND ends_at <= $6 AND ${inWindow('ends_at')}
     )
     SELECT kind, ${day('at')} AS day, count(*)::int AS n FROM act GROUP BY 1, 2`;

/**
 * The guests' daily figures. Maybe: a Maybe answer from someone not Going (as on the event
 * page), when answered. Checked in: a guest with a scanned ticket, when first scanned.
 * No-shows: a guest holding a ticket, none of them scanned, of an event that has ended, dated
 * by the event's end.
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
     win AS (
       SELECT g.event_id, g.user_id, e.starts_at, u.gender, u.intent,
              date_part('year', age((COALESCE(e.starts_at, $6) AT TIME ZONE $5)::date, u.birthdate))::int AS age
         FROM going g JOIN events e ON e.id = g.event_id JOIN users u ON u.id = g.user_id
        WHERE ${inWindow('g.since')}
     ),
     firsts AS (
       SELECT a2.user_id, min(e2.starts_at) AS first_start
         FROM events e2 JOIN event_attendee_rows a2 ON a2.event_id = e2.id AND NOT a2.is_host
        WHERE e2.organization_id = $1 GROUP BY a2.user_id
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
 * this organization that started earlier), gender, intent and age band on the event's day.
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

const goingByEventSql = `WITH ev AS (${EVENTS}), going AS (${GOING})
     SELECT event_id, count(*)::int AS n FROM going WHERE ${inWindow('since')} GROUP BY event_id`;

/** Guests who became Going in the window, per event. */
export async function goingByEvent(db: Db, s: Scope): Promise<{ event_id: string; n: number }[]> {
  return aggregate(db, goingByEventSql, windowParams(s));
}

export interface RequestDayRow {
  day: string;
  sent: number;
  matched: number;
  declined: number;
  pending: number;
}

const requestDaysSql = `WITH ev AS (${EVENTS})
     SELECT ${day('c.created_at')} AS day, count(*)::int AS sent,
            count(*) FILTER (WHERE c.status IN ('matched', 'unmatched'))::int AS matched,
            count(*) FILTER (WHERE c.status = 'declined')::int AS declined,
            count(*) FILTER (WHERE c.status = 'pending')::int AS pending
       FROM ev JOIN connections c ON c.event_id = ev.id
      WHERE ${inWindow('c.created_at')} AND NOT (c.matched_at IS NOT NULL AND c.created_at >= c.matched_at)
      GROUP BY 1`;

/**
 * Connection requests sent at the organization's events, dated when sent, with where each
 * stands now. The request that completed a match is the acceptance, not a request of its own.
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
