import type { Db, Queryable } from '../../db/client.ts';

/**
 * The analytics aggregates, straight from the tables the product runs on, so every figure
 * reconciles with orders, the ledger, tickets, RSVPs and connections. Only counts and sums
 * leave this file. Every query takes the same five parameters:
 * $1 organization, $2 event (null: all of its events), $3 window start (null: All), $4 window
 * end, $5 the viewer's IANA zone (calendar days are that zone's).
 */
export interface Scope {
  organizationId: string;
  eventId: string | null;
  from: Date | null;
  to: Date;
  tz: string;
  now: Date;
}

export const params = (s: Scope) => [s.organizationId, s.eventId, s.from, s.to, s.tz];
/** For queries that don't split by day (PostgreSQL refuses a parameter the text doesn't use). */
export const windowParams = (s: Scope) => [s.organizationId, s.eventId, s.from, s.to];

/** Runs one aggregate (PostgreSQL connections run without JIT: see `openPostgres`). */
export async function aggregate<T>(db: Db, sql: string, values: unknown[]): Promise<T[]> {
  return db.query<T>(sql, values);
}

/** The organization's events (or the one asked for). */
export const EVENTS = `SELECT e.id, e.title, e.starts_at, e.ends_at FROM events e
                 WHERE e.organization_id = $1 AND ($2::uuid IS NULL OR e.id = $2)`;

export const inWindow = (column: string) =>
  `${column} >= COALESCE($3::timestamptz, '-infinity'::timestamptz) AND ${column} < $4::timestamptz`;

export const day = (column: string) => `to_char((${column}) AT TIME ZONE $5, 'YYYY-MM-DD')`;

/** A local calendar date to group by: cheaper than formatting every row, as `day` does. */
export const localDate = (column: string) => `((${column}) AT TIME ZONE $5)::date`;
/** The grouped local date as `day` writes it. */
export const dayOf = (column: string) => `to_char(${localDate(column)}, 'YYYY-MM-DD')`;

export interface ScopeFacts {
  /** False when the database doesn't know the zone (its list can lag the runtime's by a release). */
  zoneKnown: boolean;
  /** The event asked for belongs to the organization (true when none was asked for). */
  eventFound: boolean;
  /** The currency most of the organization's ticket types are priced in. */
  currency: string | null;
}

/** What a request needs checked before the aggregates run, in one round trip. */
export async function scopeFacts(
  db: Queryable,
  organizationId: string,
  eventId: string | null,
  tz: string,
): Promise<ScopeFacts> {
  try {
    const row = await db.maybeOne<{ event_found: boolean; currency: string | null }>(
      `SELECT now() AT TIME ZONE $3 IS NOT NULL AS zone_ok,
              ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM events WHERE id = $2 AND organization_id = $1)) AS event_found,
              (SELECT tt.currency FROM ticket_types tt JOIN events e ON e.id = tt.event_id
                WHERE e.organization_id = $1 GROUP BY tt.currency ORDER BY count(*) DESC, tt.currency LIMIT 1) AS currency`,
      [organizationId, eventId, tz],
    );
    return { zoneKnown: true, eventFound: row!.event_found, currency: row!.currency };
  } catch (err) {
    if ((err as { code?: unknown }).code === '22023')
      return { zoneKnown: false, eventFound: false, currency: null };
    throw err;
  }
}

export interface MoneyRow {
  /** Which grouping the row is: by day, by event or by ticket type. */
  grp: 'day' | 'event' | 'type';
  day: string | null;
  event_id: string | null;
  ticket_type_id: string | null;
  gross: number;
  discount: number;
  refunds: number;
  tickets: number;
}

/**
 * The money figures come from the sales rollups (migration 0014): amounts summed per 15-minute
 * UTC slot by triggers on orders, their lines and the host's refund entries, so a date range or
 * a viewer's calendar day is a run of whole slots and the sums are the same as over the orders.
 * The series and totals read the organization's (or the event's) slots; the breakdowns read each
 * ticket type's slots in the range, or its all-time totals for All. `n` > 0 is "had activity".
 */
const salesSlots = `SELECT slot, gross, discount, refunds, tickets, orders, n FROM analytics_org_sales
                     WHERE $2::uuid IS NULL AND organization_id = $1 AND ${inWindow('slot')}
                    UNION ALL
                    SELECT slot, gross, discount, refunds, tickets, orders, n FROM analytics_event_sales
                     WHERE event_id = $2 AND organization_id = $1 AND ${inWindow('slot')}`;

const moneyDaysSql = `SELECT 'day' AS grp, ${dayOf('slot')} AS day, NULL::uuid AS event_id, NULL::uuid AS ticket_type_id,
            sum(gross)::bigint AS gross, sum(discount)::bigint AS discount,
            sum(refunds)::bigint AS refunds, sum(tickets)::bigint AS tickets
       FROM (${salesSlots}) s GROUP BY ${localDate('slot')} HAVING sum(n) > 0`;

const moneyBreakdownSql = `WITH types AS (
       SELECT event_id, ticket_type_id, gross, discount, refunds, tickets, n FROM analytics_type_totals
        WHERE $3::timestamptz IS NULL AND organization_id = $1 AND ($2::uuid IS NULL OR event_id = $2)
       UNION ALL
       SELECT event_id, ticket_type_id, gross, discount, refunds, tickets, n FROM analytics_type_sales
        WHERE $3::timestamptz IS NOT NULL AND $2::uuid IS NULL AND organization_id = $1 AND ${inWindow('slot')}
       UNION ALL
       SELECT event_id, ticket_type_id, gross, discount, refunds, tickets, n FROM analytics_type_sales
        WHERE $3::timestamptz IS NOT NULL AND event_id = $2 AND organization_id = $1 AND ${inWindow('slot')}
     )
     SELECT CASE WHEN GROUPING(event_id) = 0 THEN 'event' ELSE 'type' END AS grp, NULL AS day, event_id, ticket_type_id,
            sum(gross)::bigint AS gross, sum(discount)::bigint AS discount,
            sum(refunds)::bigint AS refunds, sum(tickets)::bigint AS tickets
       FROM types GROUP BY GROUPING SETS ((event_id), (ticket_type_id)) HAVING sum(n) > 0`;

/**
 * Sales when paid (ticket price and per-ticket discount from the order lines; fees are the
 * platform's and left out) and refunds when the money went back (the host's refund ledger
 * entries; a refund returns every ticket of its order at the price paid), by day.
 */
export async function moneyDays(db: Db, s: Scope): Promise<MoneyRow[]> {
  return aggregate<MoneyRow>(db, moneyDaysSql, params(s));
}

/** The same by day, by event and by ticket type. */
export async function money(db: Db, s: Scope): Promise<MoneyRow[]> {
  const [days, breakdown] = await Promise.all([
    moneyDays(db, s),
    aggregate<MoneyRow>(db, moneyBreakdownSql, windowParams(s)),
  ]);
  return [...days, ...breakdown];
}

const paidOrdersSql = `SELECT COALESCE(sum(orders), 0)::int AS n FROM (${salesSlots}) s`;

export async function paidOrders(db: Db, s: Scope): Promise<number> {
  const [row] = await aggregate<{ n: number }>(db, paidOrdersSql, windowParams(s));
  return row!.n;
}

export interface NameRow {
  id: string;
  name: string | null;
  event_id: string;
  event_title: string | null;
}

export async function eventTitles(db: Queryable, ids: string[]): Promise<NameRow[]> {
  if (ids.length === 0) return [];
  return db.query<NameRow>(
    'SELECT id, title AS name, id AS event_id, title AS event_title FROM events WHERE id = ANY($1::uuid[])',
    [ids],
  );
}

export async function ticketTypeNames(db: Queryable, ids: string[]): Promise<NameRow[]> {
  if (ids.length === 0) return [];
  return db.query<NameRow>(
    `SELECT tt.id, tt.name, e.id AS event_id, e.title AS event_title
       FROM ticket_types tt JOIN events e ON e.id = tt.event_id WHERE tt.id = ANY($1::uuid[])`,
    [ids],
  );
}

/** The SQL of the money aggregates, for the benchmark's bare runs of the same queries. */
export const MONEY_SQL = {
  moneyDays: moneyDaysSql,
  moneyBreakdown: moneyBreakdownSql,
  paidOrders: paidOrdersSql,
};
