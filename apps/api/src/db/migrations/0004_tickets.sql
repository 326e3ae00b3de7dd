-- Orders, tickets, refunds, the ledger, the waitlist, idempotency keys, processed Stripe
-- events and the durable job queue (docs/adr/0002-job-table.md).

CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  locked_until timestamptz,
  last_error text,
  -- At most one queued or running job per key (periodic jobs, one expiry per order).
  dedupe_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status = 'queued';
CREATE INDEX jobs_running_idx ON jobs (locked_until) WHERE status = 'running';
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE status = 'done';
CREATE UNIQUE INDEX jobs_dedupe_idx ON jobs (dedupe_key)
  WHERE dedupe_key IS NOT NULL AND status IN ('queued', 'running');

-- The first request with a key stores its answer; replays get the same answer.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  route text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'done')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key, route)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES events(id),
  -- Orders stay for accounting when an account is deleted; the buyer is then anonymous.
  buyer_id uuid REFERENCES users(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'paid', 'expired', 'refunded', 'partially_refunded')),
  currency text NOT NULL,
  subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents integer NOT NULL CHECK (discount_cents >= 0 AND discount_cents <= subtotal_cents),
  fee_cents integer NOT NULL CHECK (fee_cents >= 0),
  total_cents integer NOT NULL CHECK (total_cents = subtotal_cents - discount_cents + fee_cents),
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= total_cents),
  promo_code_id uuid REFERENCES promo_codes(id) ON DELETE SET NULL,
  promo_code text,
  provider text CHECK (provider IN ('sandbox', 'stripe', 'free')),
  provider_ref text,
  client_secret text,
  payment_error text,
  payment_attempts integer NOT NULL DEFAULT 0,
  -- Set while a charge is in flight, so two payments of one order never run at once.
  payment_locked_until timestamptz,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_buyer_idx ON orders (buyer_id, created_at DESC);
CREATE INDEX orders_event_idx ON orders (event_id, status);
CREATE INDEX orders_pending_expiry_idx ON orders (expires_at) WHERE status = 'pending';
CREATE UNIQUE INDEX orders_provider_ref_idx ON orders (provider_ref) WHERE provider_ref IS NOT NULL;

CREATE TABLE order_items (
  order_id uuid NOT NULL REFERENCES orders(id),
  ticket_type_id uuid NOT NULL REFERENCES ticket_types(id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  unit_discount_cents integer NOT NULL DEFAULT 0 CHECK (unit_discount_cents >= 0 AND unit_discount_cents <= unit_price_cents),
  PRIMARY KEY (order_id, ticket_type_id)
);
CREATE INDEX order_items_ticket_type_idx ON order_items (ticket_type_id);

CREATE TABLE tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id),
  event_id uuid NOT NULL REFERENCES events(id),
  ticket_type_id uuid NOT NULL REFERENCES ticket_types(id),
  holder_id uuid REFERENCES users(id) ON DELETE SET NULL,
  -- 128 random bits, base64url; shown as the QR code. A claim replaces it.
  code text NOT NULL UNIQUE,
  price_paid_cents integer NOT NULL CHECK (price_paid_cents >= 0),
  status text NOT NULL DEFAULT 'valid' CHECK (status IN ('valid', 'redeemed', 'refunded', 'void')),
  redeemed_at timestamptz,
  redeemed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  -- Only the hash of a share token is kept.
  share_token_hash text UNIQUE,
  share_created_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_holder_idx ON tickets (holder_id, created_at DESC);
CREATE INDEX tickets_event_idx ON tickets (event_id, status);
CREATE INDEX tickets_order_idx ON tickets (order_id);

CREATE TABLE refund_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id),
  event_id uuid NOT NULL REFERENCES events(id),
  requester_id uuid REFERENCES users(id) ON DELETE SET NULL,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  decision_message text,
  decided_at timestamptz,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL,
  -- The money side of an approved request; it follows the payment provider.
  refund_status text CHECK (refund_status IN ('pending', 'succeeded', 'failed')),
  provider_refund_id text,
  refund_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One open request per order: pending, or approved (the order is then being refunded).
CREATE UNIQUE INDEX refund_requests_open_idx ON refund_requests (order_id) WHERE status IN ('pending', 'approved');
CREATE INDEX refund_requests_event_idx ON refund_requests (event_id, status, created_at DESC);
CREATE INDEX refund_requests_requester_idx ON refund_requests (requester_id, created_at DESC);
CREATE UNIQUE INDEX refund_requests_provider_idx ON refund_requests (provider_refund_id) WHERE provider_refund_id IS NOT NULL;

-- Append-only money movements. A paid order: buyer -total, host +(subtotal - discount),
-- platform +fee. A refund: host -price, buyer +price. Every order's entries sum to zero.
CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid REFERENCES orders(id),
  refund_request_id uuid REFERENCES refund_requests(id),
  event_id uuid REFERENCES events(id),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  account text NOT NULL CHECK (account IN ('buyer', 'host', 'platform')),
  kind text NOT NULL CHECK (kind IN ('payment', 'sale', 'fee', 'refund', 'payout')),
  amount_cents integer NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_order_idx ON ledger_entries (order_id);
CREATE INDEX ledger_entries_organization_idx ON ledger_entries (organization_id, account, created_at);

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ledger_entries is append-only'; END $$;
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

CREATE TABLE waitlist_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_type_id uuid NOT NULL REFERENCES ticket_types(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'purchased', 'expired', 'left')),
  offer_order_id uuid REFERENCES orders(id),
  offered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX waitlist_entries_active_idx ON waitlist_entries (ticket_type_id, user_id)
  WHERE status IN ('waiting', 'offered');
CREATE INDEX waitlist_entries_queue_idx ON waitlist_entries (ticket_type_id, created_at, id) WHERE status = 'waiting';
CREATE INDEX waitlist_entries_offer_idx ON waitlist_entries (offer_order_id) WHERE offer_order_id IS NOT NULL;

-- Stripe webhook events already handled (duplicates are answered 200 and ignored).
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
