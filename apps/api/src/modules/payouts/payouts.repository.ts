import { PAGE_SIZE } from '@mingle/shared/constants';
import type { KycStatus, PayoutStatus } from '@mingle/shared/schemas/payouts';
import type { Queryable } from '../../db/client.ts';
import { pageOffset } from '../../lib/paging.ts';

export interface PayoutOrganizationRow {
  id: string;
  owner_id: string;
  kyc_status: KycStatus;
  kyc_failure_reason: string | null;
  kyc_provider_ref: string | null;
}

const ORG_COLUMNS = 'id, owner_id, kyc_status, kyc_failure_reason, kyc_provider_ref';

export function findOrganizationByOwner(q: Queryable, userId: string) {
  return q.maybeOne<PayoutOrganizationRow>(`SELECT ${ORG_COLUMNS} FROM organizations WHERE owner_id = $1`, [
    userId,
  ]);
}

export function findOrganization(q: Queryable, id: string) {
  return q.maybeOne<PayoutOrganizationRow>(`SELECT ${ORG_COLUMNS} FROM organizations WHERE id = $1`, [id]);
}

/** Serialises every change to one organization's money out (payout requests, account removal). */
export function lockOrganization(tx: Queryable, id: string) {
  return tx.maybeOne<PayoutOrganizationRow>(
    `SELECT ${ORG_COLUMNS} FROM organizations WHERE id = $1 FOR UPDATE`,
    [id],
  );
}

export interface LedgerSums {
  released_earnings: number;
  pending_earnings: number;
  payouts_net: number;
  in_flight: number;
  paid_out: number;
}

/**
 * The host's figures, summed from the ledger alone. Earnings are the host's sale and refund
 * entries, split by whether their event ended before `releasedBefore` (its end plus the payout
 * hold); payouts are the host's payout entries and their returns; in flight and paid out are the
 * two payout accounts. Sums are 64-bit: a large host's lifetime sales pass 2^31 cents.
 */
export async function ledgerSums(
  q: Queryable,
  organizationId: string,
  currency: string,
  releasedBefore: Date,
) {
  const row = await q.maybeOne<LedgerSums>(
    `SELECT
       COALESCE(SUM(l.amount_cents) FILTER (WHERE l.account = 'host' AND l.kind IN ('sale', 'refund') AND e.ends_at <= $3), 0)::bigint AS released_earnings,
       COALESCE(SUM(l.amount_cents) FILTER (WHERE l.account = 'host' AND l.kind IN ('sale', 'refund') AND (e.ends_at IS NULL OR e.ends_at > $3)), 0)::bigint AS pending_earnings,
       COALESCE(SUM(l.amount_cents) FILTER (WHERE l.account = 'host' AND l.kind IN ('payout', 'payout_returned')), 0)::bigint AS payouts_net,
       COALESCE(SUM(l.amount_cents) FILTER (WHERE l.account = 'payout_transit'), 0)::bigint AS in_flight,
       COALESCE(SUM(l.amount_cents) FILTER (WHERE l.account = 'host_bank'), 0)::bigint AS paid_out
     FROM ledger_entries l LEFT JOIN events e ON e.id = l.event_id
     WHERE l.organization_id = $1 AND l.currency = $2`,
    [organizationId, currency, releasedBefore],
  );
  return row as LedgerSums;
}

export interface PayoutRow {
  id: string;
  organization_id: string;
  payout_account_id: string;
  account_last4: string | null;
  account_ref: string;
  amount_cents: number;
  currency: string;
  status: PayoutStatus;
  failure_reason: string | null;
  provider: string;
  provider_ref: string | null;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
}

const PAYOUT_SELECT = `SELECT p.id, p.organization_id, p.payout_account_id, a.last4 AS account_last4,
    a.provider_ref AS account_ref, p.amount_cents, p.currency, p.status, p.failure_reason, p.provider,
    p.provider_ref, p.created_at, p.updated_at, p.paid_at
  FROM payouts p JOIN payout_accounts a ON a.id = p.payout_account_id`;

export function findPayoutByRef(q: Queryable, providerRef: string) {
  return q.maybeOne<PayoutRow>(`${PAYOUT_SELECT} WHERE p.provider_ref = $1`, [providerRef]);
}

export function findPayout(q: Queryable, id: string) {
  return q.maybeOne<PayoutRow>(`${PAYOUT_SELECT} WHERE p.id = $1`, [id]);
}

export async function insertPayout(
  tx: Queryable,
  row: {
    organizationId: string;
    accountId: string;
    requestedBy: string;
    amountCents: number;
    currency: string;
    provider: string;
  },
): Promise<string> {
  const inserted = await tx.maybeOne<{ id: string }>(
    `INSERT INTO payouts (organization_id, payout_account_id, requested_by, amount_cents, currency, provider)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [row.organizationId, row.accountId, row.requestedBy, row.amountCents, row.currency, row.provider],
  );
  return (inserted as { id: string }).id;
}

export async function listPayouts(q: Queryable, organizationId: string, page: number) {
  const [items, count] = await Promise.all([
    q.query<PayoutRow>(
      `${PAYOUT_SELECT} WHERE p.organization_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
      [organizationId, PAGE_SIZE, pageOffset(page)],
    ),
    q.maybeOne<{ total: number }>('SELECT count(*)::int AS total FROM payouts WHERE organization_id = $1', [
      organizationId,
    ]),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** requested → processing, once; false when another worker already moved it. */
export async function markProcessing(tx: Queryable, id: string, providerRef: string): Promise<boolean> {
  const row = await tx.maybeOne(
    `UPDATE payouts SET status = 'processing', provider_ref = $2, updated_at = now()
      WHERE id = $1 AND status = 'requested' RETURNING id`,
    [id, providerRef],
  );
  return row !== undefined;
}

/** processing (or requested) → paid or failed, once; false when it was already settled. */
export async function settlePayout(
  tx: Queryable,
  id: string,
  outcome: { status: 'paid' } | { status: 'failed'; reason: string },
  now: Date,
): Promise<boolean> {
  const row = await tx.maybeOne(
    `UPDATE payouts SET status = $2, failure_reason = $3, paid_at = CASE WHEN $2 = 'paid' THEN $4::timestamptz END,
            updated_at = now()
      WHERE id = $1 AND status IN ('requested', 'processing') RETURNING id`,
    [id, outcome.status, outcome.status === 'failed' ? outcome.reason : null, now],
  );
  return row !== undefined;
}
