import type { Queryable } from '../../db/client.ts';
import { insertLedgerRows, insertPayoutRows } from './ledger.repository.ts';

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

/**
 * A refund returns ticket prices from the host to the buyer. A host's refund of everyone also
 * returns the buyer fee: the platform's fee line is reversed by a negative fee line, so what
 * Mingle kept stays the sum of its fee lines. The entries sum to zero.
 */
export function refundEntries(priceCents: number, feeCents = 0): LedgerEntry[] {
  return [
    { account: 'host' as const, kind: 'refund' as const, amountCents: -priceCents },
    { account: 'platform' as const, kind: 'fee' as const, amountCents: -feeCents },
    { account: 'buyer' as const, kind: 'refund' as const, amountCents: priceCents + feeCents },
  ].filter((e) => e.amountCents !== 0);
}

export interface LedgerRefs {
  orderId: string;
  eventId: string;
  currency: string;
  refundRequestId?: string | null;
}

/** Appends entries (never updates or deletes one), booked to the event's organization. */
export async function appendLedgerEntries(
  tx: Queryable,
  refs: LedgerRefs,
  entries: LedgerEntry[],
): Promise<void> {
  if (entries.length > 0) await insertLedgerRows(tx, refs, entries);
}

export type PayoutLedgerKind = 'payout' | 'payout_paid' | 'payout_returned';

const PAYOUT_MOVES: Record<PayoutLedgerKind, [from: string, to: string]> = {
  payout: ['host', 'payout_transit'],
  payout_paid: ['payout_transit', 'host_bank'],
  payout_returned: ['payout_transit', 'host'],
};

/** One payout step as two new ledger rows (the payouts module books them here) (money leaves one account and enters another). */
export async function appendPayoutEntries(
  tx: Queryable,
  payout: { id: string; organization_id: string; amount_cents: number; currency: string },
  kind: PayoutLedgerKind,
): Promise<void> {
  const [from, to] = PAYOUT_MOVES[kind];
  await insertPayoutRows(tx, payout, from, to, kind);
}
