import type { Queryable } from '../../db/client.ts';
import { orderLineSums } from '../../db/sql/order-lines.sql.ts';

export interface StatementFilter {
  organizationId: string;
  currency: string;
  /** Inclusive. */
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  eventId: string | null;
}

const RANGE = `l.organization_id = $1 AND l.currency = $2
  AND ($3::timestamptz IS NULL OR l.created_at >= $3) AND ($4::timestamptz IS NULL OR l.created_at < $4)`;

const params = (f: StatementFilter) => [f.organizationId, f.currency, f.from, f.to, f.eventId];

export interface StatementEventRow {
  event_id: string;
  title: string | null;
  ends_at: Date;
  gross: number;
  discount: number;
  fees: number;
  refunds: number;
}

/**
 * Per event, from the ledger lines in the range (sums in 64 bits: a host's lifetime passes 2^31
 * cents): gross and discounts from the order lines behind
 * the host's sale lines, buyer fees from the platform's fee lines, refunds from the host's.
 */
export function statementByEvent(q: Queryable, f: StatementFilter) {
  return q.query<StatementEventRow>(
    `SELECT e.id AS event_id, e.title, e.ends_at,
       COALESCE(SUM(ol.subtotal) FILTER (WHERE l.account = 'host' AND l.kind = 'sale'), 0)::bigint AS gross,
       COALESCE(SUM(ol.discount) FILTER (WHERE l.account = 'host' AND l.kind = 'sale'), 0)::bigint AS discount,
       COALESCE(SUM(l.amount_cents) FILTER (WHERE l.account = 'platform' AND l.kind = 'fee'), 0)::bigint AS fees,
       COALESCE(-SUM(l.amount_cents) FILTER (WHERE l.account = 'host' AND l.kind = 'refund'), 0)::bigint AS refunds
     FROM ledger_entries l
     JOIN events e ON e.id = l.event_id
     LEFT JOIN ${orderLineSums("CASE WHEN l.account = 'host' AND l.kind = 'sale' THEN l.order_id END")} ON true
     WHERE ${RANGE} AND ($5::uuid IS NULL OR l.event_id = $5)
       AND l.account IN ('host', 'platform')
     GROUP BY e.id, e.title, e.ends_at
     ORDER BY e.ends_at DESC, e.id`,
    params(f),
  );
}

/** Payouts requested in the range, less those that came back. */
export async function payoutsInRange(q: Queryable, f: StatementFilter): Promise<number> {
  const row = await q.maybeOne<{ total: number }>(
    `SELECT COALESCE(-SUM(l.amount_cents), 0)::bigint AS total FROM ledger_entries l
      WHERE ${RANGE} AND $5::uuid IS NULL AND l.account = 'host' AND l.kind IN ('payout', 'payout_returned')`,
    params(f),
  );
  return row?.total ?? 0;
}

export interface LedgerLineRow {
  created_at: Date;
  kind: string;
  account: string;
  amount_cents: number;
  currency: string;
  event_id: string | null;
  title: string | null;
  order_id: string | null;
  payout_id: string | null;
}

export const STATEMENT_MAX_LINES = 50_000;

/** The ledger lines a host's statement shows: its own, the buyer fees, and payouts paid out. */
export function ledgerLines(q: Queryable, f: StatementFilter) {
  return q.query<LedgerLineRow>(
    `SELECT l.created_at, l.kind, l.account, l.amount_cents, l.currency, l.event_id, e.title, l.order_id, l.payout_id
       FROM ledger_entries l LEFT JOIN events e ON e.id = l.event_id
      WHERE ${RANGE} AND ($5::uuid IS NULL OR l.event_id = $5)
        AND l.account IN ('host', 'platform', 'host_bank')
      ORDER BY l.created_at, l.id
      LIMIT ${STATEMENT_MAX_LINES}`,
    params(f),
  );
}
