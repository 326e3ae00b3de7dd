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
