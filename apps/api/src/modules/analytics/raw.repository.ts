import type { Db } from '../../db/client.ts';
import { aggregate, day, inWindow, type Scope } from './analytics.repository.ts';

/**
 * The analytics figures summed straight from the tables the product runs on (orders, order
 * lines, the ledger, tickets, RSVPs, the attendance view, connections), with no rollup. The
 * reports read rollups instead; these queries are what the rollups must always agree with: the
 * reconciliation test compares the two after random writes, and the benchmark runs them as its
 * from-the-tables baseline. Same parameters as the reports ($6: now), except that $1 is the
 * organization itself: no one asks these for access.
 */

export type RawScope = Omit<Scope, 'viewer'> & { organizationId: string };

const params = (s: RawScope) => [s.organizationId, s.eventId, s.from, s.to, s.tz];
const windowParams = (s: RawScope) => [s.organizationId, s.eventId, s.from, s.to];

/** The organization's events (or the one asked for). */
const EVENTS = `SELECT e.id, e.title, e.starts_at, e.ends_at FROM events e
                 WHERE e.organization_id = $1 AND ($2::uuid IS NULL OR e.id = $2)`;

const GOING = `SELECT a.event_id, a.user_id, min(a.since) AS since
                 FROM ev JOIN event_attendee_rows a ON a.event_id = ev.id AND NOT a.is_host
                 JOIN users u ON u.id = a.user_id AND u.deleted_at IS NULL
                GROUP BY a.event_id, a.user_id`;

const moneySql = `WITH ev AS (${EVENTS}),
     act AS (
       SELECT o.event_id, i.ticket_type_id, o.paid_at AS at,
              i.quantity::bigint * i.unit_price_cents AS gross, i.quantity::bigint * i.unit_discount_cents AS discount,
              0 AS refunds, i.quantity AS tickets
         FROM ev JOIN orders o ON o.event_id = ev.id AND o.paid_at IS NOT NULL AND ${inWindow('o.paid_at')}
         JOIN order_items i ON i.order_id = o.id
       UNION ALL
       SELECT COALESCE(l.event_id, o.event_id), i.ticket_type_id, l.created_at,
              0, 0, i.quantity::bigint * (i.unit_price_cents - i.unit_discount_cents), 0
         FROM ledger_entries l JOIN order_items i ON i.order_id = l.order_id JOIN orders o ON o.id = l.order_id
        WHERE l.organization_id = $1 AND ($2::uuid IS NULL OR COALESCE(l.event_id, o.event_id) = $2)
          AND l.account = 'host' AND l.kind = 'refund' AND ${inWindow('l.created_at')}
     ),
     dated AS (SELECT act.*, ${day('at')} AS day FROM act)
     SELECT CASE WHEN GROUPING(day) = 0 THEN 'day' WHEN GROUPING(event_id) = 0 THEN 'event' ELSE 'type' END AS grp,
            COALESCE(day, event_id::text, ticket_type_id::text) AS key,
            sum(gross)::bigint AS gross, sum(discount)::bigint AS discount,
            sum(refunds)::bigint AS refunds, sum(tickets)::bigint AS tickets
       FROM dated GROUP BY GROUPING SETS ((day), (event_id), (ticket_type_id))`;

const paidOrdersSql = `WITH ev AS (${EVENTS})
     SELECT count(*)::int AS n FROM ev JOIN orders o ON o.event_id = ev.id
      WHERE o.paid_at IS NOT NULL AND ${inWindow('o.paid_at')}`;

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
       SELECT 'noShows', ends_at FROM held WHERE NOT scanned AND ends_at <= $6 AND ${inWindow('ends_at')}
     )
     SELECT kind, ${day('at')} AS day, count(*)::int AS n FROM act GROUP BY 1, 2`;

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
         JOIN users u2 ON u2.id = a2.user_id AND u2.deleted_at IS NULL
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

const matchesSql = `WITH ev AS (${EVENTS}),
     m AS (
       SELECT c.event_id, ${day('c.matched_at')} AS day FROM ev JOIN connections c ON c.event_id = ev.id
        WHERE c.matched_at IS NOT NULL AND c.created_at >= c.matched_at AND ${inWindow('c.matched_at')}
     )
     SELECT CASE WHEN GROUPING(day) = 0 THEN 'day' ELSE 'event' END AS grp, COALESCE(day, event_id::text) AS key,
            count(*)::int AS n
       FROM m GROUP BY GROUPING SETS ((day), (event_id))`;

const goingByEventSql = `WITH ev AS (${EVENTS}), going AS (${GOING})
     SELECT event_id::text AS key, count(*)::int AS n FROM going WHERE ${inWindow('since')} GROUP BY event_id`;

const requestDaysSql = `WITH ev AS (${EVENTS})
     SELECT ${day('c.created_at')} AS day, count(*)::int AS sent,
            count(*) FILTER (WHERE c.status IN ('matched', 'unmatched'))::int AS matched,
            count(*) FILTER (WHERE c.status = 'declined')::int AS declined,
            count(*) FILTER (WHERE c.status = 'pending')::int AS pending
       FROM ev JOIN connections c ON c.event_id = ev.id
      WHERE ${inWindow('c.created_at')} AND NOT (c.matched_at IS NOT NULL AND c.created_at >= c.matched_at)
      GROUP BY 1`;

export interface RawMoneyRow {
  grp: 'day' | 'event' | 'type';
  key: string;
  gross: number;
  discount: number;
  refunds: number;
  tickets: number;
}
export interface RawCountRow {
  grp?: string;
  kind?: string;
  key?: string;
  day?: string;
  n: number;
}
export interface RawRequestRow {
  day: string;
  sent: number;
  matched: number;
  declined: number;
  pending: number;
}

/** Each query with its parameters, so the benchmark can run them bare. */
export function rawQueries(s: RawScope) {
  const withNow = [...params(s), s.now];
  return {
    money: [moneySql, params(s)],
    paidOrders: [paidOrdersSql, windowParams(s)],
    guestDays: [guestDaysSql, withNow],
    guestBreakdowns: [guestBreakdownsSql, withNow],
    matches: [matchesSql, params(s)],
    goingByEvent: [goingByEventSql, windowParams(s)],
    requestDays: [requestDaysSql, params(s)],
  } satisfies Record<string, [string, unknown[]]>;
}

export async function rawFigures(db: Db, s: RawScope) {
  const q = rawQueries(s);
  const run = <T>([sql, values]: [string, unknown[]]) => aggregate<T>(db, sql, values);
  const [money, [orders], guestDays, guestBreakdowns, matches, goingByEvent, requestDays] = await Promise.all(
    [
      run<RawMoneyRow>(q.money),
      run<{ n: number }>(q.paidOrders),
      run<RawCountRow>(q.guestDays),
      run<RawCountRow>(q.guestBreakdowns),
      run<RawCountRow>(q.matches),
      run<RawCountRow>(q.goingByEvent),
      run<RawRequestRow>(q.requestDays),
    ],
  );
  return { money, orders: orders!.n, guestDays, guestBreakdowns, matches, goingByEvent, requestDays };
}
