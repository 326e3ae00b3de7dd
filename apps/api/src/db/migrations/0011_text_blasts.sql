-- Text blasts: a host's SMS to the guests of an event or to its subscribers. A blast is a
-- draft until sent; sending fixes its recipients (one row each) and background jobs text them
-- one by one. A recipient's state is committed as `sending` before the provider is called, so
-- a crash can never send a second copy: a `sending` row whose lease ran out becomes `unknown`.
CREATE TABLE text_blasts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  event_id uuid REFERENCES events(id) ON DELETE SET NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  segments text[] NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'queued', 'sending', 'sent', 'failed', 'cancelled')),
  scheduled_at timestamptz,
  queued_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  -- Which sender owns the blast now: a worker that stops renewing the lease is replaced, and
  -- the generation tells the replaced worker's late job to stand down.
  generation integer NOT NULL DEFAULT 0,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX text_blasts_organization_idx ON text_blasts (organization_id, created_at DESC, id DESC);
CREATE INDEX text_blasts_daily_idx ON text_blasts (organization_id, queued_at) WHERE queued_at IS NOT NULL;
CREATE INDEX text_blasts_active_idx ON text_blasts (lease_until) WHERE status IN ('queued', 'sending');

CREATE TABLE blast_recipients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  blast_id uuid NOT NULL REFERENCES text_blasts(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  name text,
  -- Needed to send; cleared when the account is deleted. Hosts only ever see phone_last4.
  phone text,
  phone_last4 text NOT NULL,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed', 'skipped', 'unknown')),
  provider_id text,
  error text,
  lease_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX blast_recipients_phone_idx ON blast_recipients (blast_id, phone);
CREATE INDEX blast_recipients_status_idx ON blast_recipients (blast_id, status, id);
CREATE INDEX blast_recipients_provider_idx ON blast_recipients (provider_id) WHERE provider_id IS NOT NULL;
CREATE INDEX blast_recipients_sending_idx ON blast_recipients (lease_until) WHERE status = 'sending';

-- A reply of STOP opts a number out of every host's blasts. Kept by number, not by account,
-- so it holds after the account is deleted or the number changes hands inside Mingle.
CREATE TABLE sms_opt_outs (
  phone text PRIMARY KEY,
  opted_out_at timestamptz NOT NULL DEFAULT now()
);
