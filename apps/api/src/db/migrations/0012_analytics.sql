-- Host analytics read activity of one organization's events by when it happened. These
-- indexes let each aggregate walk only that window of each event, and read the columns it sums
-- from the index (index-only scans) instead of visiting the table's rows.

-- Sales: paid orders of an event by payment time.
CREATE INDEX orders_event_paid_idx ON orders (event_id, paid_at) INCLUDE (id) WHERE paid_at IS NOT NULL;

-- The lines of an order with what they sum (the primary key has no room for the amounts).
CREATE INDEX order_items_analytics_idx ON order_items (order_id)
  INCLUDE (ticket_type_id, quantity, unit_price_cents, unit_discount_cents);

-- Refunds: the host's refund entries of an organization by time.
CREATE INDEX ledger_entries_refunds_idx ON ledger_entries (organization_id, created_at)
  INCLUDE (event_id, order_id) WHERE account = 'host' AND kind = 'refund';

-- Connection requests of an event by when sent, and matches by when made.
CREATE INDEX connections_event_created_idx ON connections (event_id, created_at) INCLUDE (status, matched_at);
CREATE INDEX connections_event_matched_idx ON connections (event_id, matched_at) INCLUDE (created_at)
  WHERE matched_at IS NOT NULL;
