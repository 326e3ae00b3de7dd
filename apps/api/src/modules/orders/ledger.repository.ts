import type { Queryable } from '../../db/client.ts';
import type { LedgerEntry, LedgerRefs } from './ledger.ts';

export async function insertLedgerRows(
  tx: Queryable,
  refs: LedgerRefs,
  entries: LedgerEntry[],
): Promise<void> {
  const values: unknown[] = [];
  const rows = entries.map((e, i) => {
    values.push(e.account, e.kind, e.amountCents);
    const p = 5 + i * 3;
    return `($1, $2, $3, (SELECT organization_id FROM events WHERE id = $3), $4, $${p}, $${p + 1}, $${p + 2})`;
  });
  await tx.query(
    `INSERT INTO ledger_entries (order_id, refund_request_id, event_id, organization_id, currency, account, kind, amount_cents)
     VALUES ${rows.join(', ')}`,
    [refs.orderId, refs.refundRequestId ?? null, refs.eventId, refs.currency, ...values],
  );
}

/** Two rows of one payout step: `amount_cents` leaves `from` and enters `to`. */
export async function insertPayoutRows(
  tx: Queryable,
  payout: { id: string; organization_id: string; amount_cents: number; currency: string },
  from: string,
  to: string,
  kind: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_entries (payout_id, organization_id, currency, account, kind, amount_cents)
     VALUES ($1, $2, $3, $4, $6, $7), ($1, $2, $3, $5, $6, $8)`,
    [
      payout.id,
      payout.organization_id,
      payout.currency,
      from,
      to,
      kind,
      -payout.amount_cents,
      payout.amount_cents,
    ],
  );
}
