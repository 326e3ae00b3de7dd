import { ANALYTICS_TOP_ROWS } from '@mingle/shared/constants';
import type { Db } from '../../db/client.ts';
import {
  aggregate,
  CEIL_DAY,
  FLOOR_DAY,
  inWindow,
  ORG,
  ORG_CTE,
  type Scope,
  windowParams,
} from './analytics.repository.ts';
import { eventDailySql, ORG_DAILY } from './daily.repository.ts';

/** The money report: revenue by event and by ticket type, from the ticket type rollups. */

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
