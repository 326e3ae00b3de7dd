import type { Queryable } from '../../db/client.ts';

export type LedgerAccount = 'buyer' | 'host' | 'platform';
export type LedgerKind = 'payment' | 'sale' | 'fee' | 'refund';

export interface LedgerEntry {
  account: LedgerAccount;
  kind: LedgerKind;
  amountCents: number;
}

export interface PaidAmounts {
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
}

/**
 * Double entry for a paid order: the buyer pays the total, the host earns the ticket price
 * after discount, the platform earns the fee. The entries sum to zero. Zero amounts are left out.
 */
export function paymentEntries(order: PaidAmounts): LedgerEntry[] {
  return [
    { account: 'buyer' as const, kind: 'payment' as const, amountCents: -order.totalCents },
    {
      account: 'host' as const,
      kind: 'sale' as const,
      amountCents: order.subtotalCents - order.discountCents,
    },
    { account: 'platform' as const, kind: 'fee' as const, amountCents: order.feeCents },
  ].filter((e) => e.amountCents !== 0);
}

/** A refund returns ticket price from the host to the buyer; the fee stays with the platform. */
export function refundEntries(amountCents: number): LedgerEntry[] {
  if (amountCents === 0) return [];
  return [
    { account: 'host', kind: 'refund', amountCents: -amountCents },
    { account: 'buyer', kind: 'refund', amountCents },
  ];
}

export interface LedgerRefs {
  orderId: string;
  eventId: string;
  organizationId: string;
  currency: string;
  refundRequestId?: string | null;
}

export async function appendLedgerEntries(
  tx: Queryable,
  refs: LedgerRefs,
  entries: LedgerEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const values: unknown[] = [];
  const rows = entries.map((e, i) => {
    values.push(e.account, e.kind, e.amountCents);
    const p = 6 + i * 3;
    return `($1, $2, $3, $4, $5, $${p}, $${p + 1}, $${p + 2})`;
  });
  await tx.query(
    `INSERT INTO ledger_entries (order_id, refund_request_id, event_id, organization_id, currency, account, kind, amount_cents)
     VALUES ${rows.join(', ')}`,
    [refs.orderId, refs.refundRequestId ?? null, refs.eventId, refs.organizationId, refs.currency, ...values],
  );
}
