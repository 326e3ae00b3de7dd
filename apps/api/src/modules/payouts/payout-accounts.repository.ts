import type { PayoutAccountStatus } from '@mingle/shared/schemas/payouts';
import type { Queryable } from '../../db/client.ts';

export interface PayoutAccountRow {
  id: string;
  organization_id: string;
  provider: string;
  provider_ref: string;
  holder_name: string | null;
  bank_name: string | null;
  currency: string;
  last4: string | null;
  status: PayoutAccountStatus;
  failure_reason: string | null;
  is_default: boolean;
  onboarding_url: string | null;
  created_at: Date;
}

const ACCOUNT_COLUMNS = `id, organization_id, provider, provider_ref, holder_name, bank_name, currency, last4, status,
  failure_reason, is_default, NULL::text AS onboarding_url, created_at`;

export function listAccounts(q: Queryable, organizationId: string) {
  return q.query<PayoutAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE organization_id = $1 AND removed_at IS NULL
      ORDER BY is_default DESC, created_at DESC, id`,
    [organizationId],
  );
}

export function findAccount(q: Queryable, organizationId: string, id: string) {
  return q.maybeOne<PayoutAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE id = $1 AND organization_id = $2 AND removed_at IS NULL`,
    [id, organizationId],
  );
}

export function findAccountById(q: Queryable, id: string) {
  return q.maybeOne<PayoutAccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE id = $1`, [id]);
}

export function findDefaultAccount(q: Queryable, organizationId: string) {
  return q.maybeOne<PayoutAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts
      WHERE organization_id = $1 AND removed_at IS NULL AND is_default`,
    [organizationId],
  );
}

export async function insertAccount(
  tx: Queryable,
  row: {
    organizationId: string;
    provider: string;
    providerRef: string;
    holderName: string | null;
    bankName: string | null;
    country: string;
    currency: string;
    last4: string | null;
  },
): Promise<string> {
  const inserted = await tx.maybeOne<{ id: string }>(
    `INSERT INTO payout_accounts (organization_id, provider, provider_ref, holder_name, bank_name, country, currency, last4)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      row.organizationId,
      row.provider,
      row.providerRef,
      row.holderName,
      row.bankName,
      row.country,
      row.currency,
      row.last4,
    ],
  );
  return (inserted as { id: string }).id;
}

/**
 * Settles a pending account once; false when it was already settled or removed. A provider
 * that hosts onboarding reports the bank's name and last 4 digits only now.
 */
export async function settleAccount(
  q: Queryable,
  id: string,
  outcome:
    | { status: 'verified'; bankName?: string | null; last4?: string | null }
    | { status: 'failed'; reason: string },
): Promise<boolean> {
  const verified = outcome.status === 'verified';
  const row = await q.maybeOne(
    `UPDATE payout_accounts SET status = $2, failure_reason = $3, bank_name = COALESCE($4, bank_name),
            last4 = COALESCE($5, last4), updated_at = now()
      WHERE id = $1 AND status = 'pending' AND removed_at IS NULL RETURNING id`,
    [
      id,
      outcome.status,
      verified ? null : outcome.reason,
      verified ? (outcome.bankName ?? null) : null,
      verified ? (outcome.last4 ?? null) : null,
    ],
  );
  return row !== undefined;
}

export function findAccountByRef(q: Queryable, providerRef: string) {
  return q.maybeOne<PayoutAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE provider_ref = $1 AND removed_at IS NULL`,
    [providerRef],
  );
}

/** The organization's newest account still in use (Stripe checks identity on it). */
export function newestAccount(q: Queryable, organizationId: string) {
  return q.maybeOne<PayoutAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE organization_id = $1 AND removed_at IS NULL
      ORDER BY is_default DESC, created_at DESC, id LIMIT 1`,
    [organizationId],
  );
}

/** The newest verified account becomes the default when the organization has none. */
export async function ensureDefaultAccount(q: Queryable, organizationId: string): Promise<void> {
  await q.query(
    `UPDATE payout_accounts SET is_default = true, updated_at = now()
      WHERE id = (SELECT id FROM payout_accounts
                   WHERE organization_id = $1 AND removed_at IS NULL AND status = 'verified'
                   ORDER BY created_at DESC, id LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM payout_accounts
                         WHERE organization_id = $1 AND removed_at IS NULL AND is_default)`,
    [organizationId],
  );
}

export async function removeAccount(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    'UPDATE payout_accounts SET removed_at = now(), is_default = false, updated_at = now() WHERE id = $1',
    [id],
  );
}

export async function hasPayoutInFlight(q: Queryable, accountId: string): Promise<boolean> {
  const row = await q.maybeOne(
    `SELECT 1 FROM payouts WHERE payout_account_id = $1 AND status IN ('requested', 'processing') LIMIT 1`,
    [accountId],
  );
  return row !== undefined;
}
