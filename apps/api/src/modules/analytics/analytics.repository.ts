import type { Db, Queryable } from '../../db/client.ts';
import { organizationSql } from '../teams/index.ts';

/**
 * What every analytics report reads with; the reports' queries are in daily.repository.ts,
 * money.repository.ts, people.repository.ts and raw.repository.ts. They aggregate straight from
 * the tables the product runs on, so every figure reconciles with orders, the ledger, tickets,
 * RSVPs and connections; only counts and sums leave them. Every query takes the same five parameters:
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
export const EPOCH = `timestamptz '2000-01-01 00:00:00+00'`;

/**
 * The whole UTC days inside the window [$3, $4) run from CEIL_DAY to FLOOR_DAY (written out, not
 * a CTE, so the planner can use them as index ranges).
 */
export const CEIL_DAY = `(date_bin('1 day', $3::timestamptz - interval '1 microsecond', ${EPOCH}) + interval '1 day')`;
export const FLOOR_DAY = `date_bin('1 day', $4::timestamptz, ${EPOCH})`;
