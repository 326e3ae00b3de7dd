-- Payouts: where a host's money goes, its identity check (KYC), and the payouts themselves.
-- A payout account keeps only the last 4 digits and the provider's reference; the full account
-- number stays with the provider (the sandbox keeps none). With Stripe Connect the bank is set up
-- in Stripe's hosted onboarding, so holder and last 4 are unknown until Stripe reports them.

-- KYC follows the spec's profile-status values: KYC (needed), KYC Requested, Completed.
UPDATE organizations SET kyc_status = 'KYC' WHERE kyc_status = 'pending';
ALTER TABLE organizations ALTER COLUMN kyc_status SET DEFAULT 'KYC';
ALTER TABLE organizations ADD CONSTRAINT organizations_kyc_status_check
  CHECK (kyc_status IN ('KYC', 'KYC Requested', 'Completed'));
ALTER TABLE organizations ADD COLUMN kyc_failure_reason text;
ALTER TABLE organizations ADD COLUMN kyc_provider_ref text;
ALTER TABLE organizations ADD COLUMN kyc_updated_at timestamptz;

CREATE TABLE payout_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_ref text NOT NULL,
  holder_name text,
  bank_name text,
  country text NOT NULL,
  currency text NOT NULL,
  last4 text CHECK (last4 ~ '^[0-9]{4}$'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'failed')),
  failure_reason text,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
CREATE INDEX payout_accounts_organization_idx ON payout_accounts (organization_id, created_at)
  WHERE removed_at IS NULL;
CREATE UNIQUE INDEX payout_accounts_default_idx ON payout_accounts (organization_id)
  WHERE is_default AND removed_at IS NULL;

CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  payout_account_id uuid NOT NULL REFERENCES payout_accounts(id),
  requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'processing', 'paid', 'failed')),
  failure_reason text,
  provider text NOT NULL,
  provider_ref text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX payouts_organization_idx ON payouts (organization_id, created_at DESC, id DESC);
CREATE INDEX payouts_account_in_flight_idx ON payouts (payout_account_id)
  WHERE status IN ('requested', 'processing');

-- A payout moves money host → payout_transit when requested, then payout_transit → host_bank
-- when paid, or back to host when it fails. Rows are only ever added.
ALTER TABLE ledger_entries ADD COLUMN payout_id uuid REFERENCES payouts(id);
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check
  CHECK (account IN ('buyer', 'host', 'platform', 'payout_transit', 'host_bank'));
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check
  CHECK (kind IN ('payment', 'sale', 'fee', 'refund', 'payout', 'payout_paid', 'payout_returned'));
CREATE INDEX ledger_entries_payout_idx ON ledger_entries (payout_id) WHERE payout_id IS NOT NULL;
