-- An Idempotency-Key's first request holds the key by a short lease that it keeps renewing
-- while it runs (docs/adr/0004-idempotency-keys.md): a request that died with its server stops
-- renewing, and a retry takes the key over within seconds instead of waiting out a fixed two
-- minutes. `claim_id` names the request holding it, so one that lost its lease can't record an
-- effect or an answer over the request that took over.
ALTER TABLE idempotency_keys ADD COLUMN lease_until timestamptz NOT NULL DEFAULT now();
ALTER TABLE idempotency_keys ADD COLUMN claim_id uuid;
