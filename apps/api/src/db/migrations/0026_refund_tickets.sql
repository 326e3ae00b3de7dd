-- Refunds are per ticket (docs/adr/0003-money-and-ledger.md): a request names the tickets it
-- covers and who held each when it was made, so a ticket claimed by a friend since is never
-- refunded by the buyer's request. `open` is true while the request is pending or approved:
-- a ticket is in at most one open request.
CREATE TABLE refund_request_tickets (
  refund_request_id uuid NOT NULL REFERENCES refund_requests(id),
  ticket_id uuid NOT NULL REFERENCES tickets(id),
  holder_id uuid REFERENCES users(id) ON DELETE SET NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  open boolean NOT NULL DEFAULT true,
  PRIMARY KEY (refund_request_id, ticket_id)
);
CREATE UNIQUE INDEX refund_request_tickets_open_idx ON refund_request_tickets (ticket_id) WHERE open;

-- The buyer fee returned with the request: 0 when a guest asks, the order's fee when the host
-- cancels or refunds everyone. amount_cents is the whole sum going back (tickets + fee).
ALTER TABLE refund_requests ADD COLUMN fee_cents integer NOT NULL DEFAULT 0 CHECK (fee_cents >= 0);

-- Several requests per order now (the buyer's, a friend's, the host's at cancellation).
DROP INDEX refund_requests_open_idx;
CREATE INDEX refund_requests_order_idx ON refund_requests (order_id);

-- Requests made before covered every ticket of their order.
INSERT INTO refund_request_tickets (refund_request_id, ticket_id, holder_id, amount_cents, open)
  SELECT r.id, t.id, t.holder_id, t.price_paid_cents, r.status <> 'declined'
    FROM refund_requests r JOIN tickets t ON t.order_id = r.order_id
  ON CONFLICT DO NOTHING;

-- Analytics: a host refund entry of a per-ticket request returns those tickets' prices by
-- ticket type; an entry without one (a refund made in Stripe's dashboard) still returns every
-- line of its order, as before.
CREATE OR REPLACE FUNCTION analytics_refund_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM refund_request_tickets x WHERE x.refund_request_id = NEW.refund_request_id) THEN
    PERFORM analytics_add_sales(NEW.organization_id, COALESCE(NEW.event_id, t.event_id), t.ticket_type_id,
        NEW.created_at, 0, 0, sum(x.amount_cents)::bigint, 0, 0, 1)
       FROM refund_request_tickets x JOIN tickets t ON t.id = x.ticket_id
      WHERE x.refund_request_id = NEW.refund_request_id
      GROUP BY t.ticket_type_id, t.event_id
  ; ELSE
    PERFORM analytics_add_sales(NEW.organization_id, COALESCE(NEW.event_id, o.event_id), i.ticket_type_id, NEW.created_at,
        0, 0, i.quantity::bigint * (i.unit_price_cents - i.unit_discount_cents), 0, 0, 1)
       FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.order_id = NEW.order_id
  ; END IF
  ; RETURN NULL
; END $$;
