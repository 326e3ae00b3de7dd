-- Host analytics' money figures, summed ahead per 15-minute UTC slot (docs/analytics.md). Every
-- zone's offset is a whole number of quarter hours, so a viewer's calendar day is always a run
-- of whole slots and summing slots gives exactly what summing the orders would. The rows are
-- kept by triggers on the writes that change them (paid orders, their lines, the host's refund
-- entries), in the same transaction, so they can never disagree with the tables they sum.
-- `n` counts the order lines and refund entries summed into a row: a slot or group holding only
-- zero amounts (a free ticket refunded) still shows as activity, as it did when summed live.

-- All of an organization's events, per slot: the daily series and totals.
CREATE TABLE analytics_org_sales (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  slot timestamptz NOT NULL,
  gross bigint NOT NULL, discount bigint NOT NULL, refunds bigint NOT NULL, tickets bigint NOT NULL,
  orders bigint NOT NULL, n bigint NOT NULL,
  PRIMARY KEY (organization_id, slot)
) WITH (fillfactor = 90);

-- One event, per slot: the same when a host picks an event.
CREATE TABLE analytics_event_sales (
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  slot timestamptz NOT NULL,
  organization_id uuid NOT NULL,
  gross bigint NOT NULL, discount bigint NOT NULL, refunds bigint NOT NULL, tickets bigint NOT NULL,
  orders bigint NOT NULL, n bigint NOT NULL,
  PRIMARY KEY (event_id, slot)
) WITH (fillfactor = 90);

-- One ticket type, per slot: the by-event and by-ticket-type breakdowns of a date range.
CREATE TABLE analytics_type_sales (
  ticket_type_id uuid NOT NULL REFERENCES ticket_types(id) ON DELETE CASCADE,
  slot timestamptz NOT NULL,
  event_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  gross bigint NOT NULL, discount bigint NOT NULL, refunds bigint NOT NULL, tickets bigint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (ticket_type_id, slot)
) WITH (fillfactor = 90);
CREATE INDEX analytics_type_sales_org_idx ON analytics_type_sales (organization_id, slot)
  INCLUDE (event_id, gross, discount, refunds, tickets, n);
CREATE INDEX analytics_type_sales_event_idx ON analytics_type_sales (event_id, slot)
  INCLUDE (organization_id, gross, discount, refunds, tickets, n);

-- One ticket type, all time: the breakdowns for All without reading every slot.
CREATE TABLE analytics_type_totals (
  ticket_type_id uuid PRIMARY KEY REFERENCES ticket_types(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  gross bigint NOT NULL, discount bigint NOT NULL, refunds bigint NOT NULL, tickets bigint NOT NULL,
  n bigint NOT NULL
) WITH (fillfactor = 90);
CREATE INDEX analytics_type_totals_org_idx ON analytics_type_totals (organization_id)
  INCLUDE (event_id, gross, discount, refunds, tickets, n);

CREATE FUNCTION analytics_slot(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS
  $$ SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00') $$;

-- Adds (or, with negated amounts, takes back) one contribution; p_type is null for an order's
-- own count, which belongs to no ticket type.
CREATE FUNCTION analytics_add_sales(p_org uuid, p_event uuid, p_type uuid, p_at timestamptz, p_gross bigint,
  p_discount bigint, p_refunds bigint, p_tickets bigint, p_orders bigint, p_n bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE s timestamptz := analytics_slot(p_at)
; BEGIN
  INSERT INTO analytics_org_sales AS a VALUES (p_org, s, p_gross, p_discount, p_refunds, p_tickets, p_orders, p_n)
    ON CONFLICT (organization_id, slot) DO UPDATE SET gross = a.gross + excluded.gross,
      discount = a.discount + excluded.discount, refunds = a.refunds + excluded.refunds,
      tickets = a.tickets + excluded.tickets, orders = a.orders + excluded.orders, n = a.n + excluded.n
  ; INSERT INTO analytics_event_sales AS a VALUES (p_event, s, p_org, p_gross, p_discount, p_refunds, p_tickets, p_orders, p_n)
    ON CONFLICT (event_id, slot) DO UPDATE SET gross = a.gross + excluded.gross,
      discount = a.discount + excluded.discount, refunds = a.refunds + excluded.refunds,
      tickets = a.tickets + excluded.tickets, orders = a.orders + excluded.orders, n = a.n + excluded.n
  ; IF p_type IS NOT NULL THEN
    INSERT INTO analytics_type_sales AS a VALUES (p_type, s, p_event, p_org, p_gross, p_discount, p_refunds, p_tickets, p_n)
      ON CONFLICT (ticket_type_id, slot) DO UPDATE SET gross = a.gross + excluded.gross,
        discount = a.discount + excluded.discount, refunds = a.refunds + excluded.refunds,
        tickets = a.tickets + excluded.tickets, n = a.n + excluded.n
    ; INSERT INTO analytics_type_totals AS a VALUES (p_type, p_event, p_org, p_gross, p_discount, p_refunds, p_tickets, p_n)
      ON CONFLICT (ticket_type_id) DO UPDATE SET gross = a.gross + excluded.gross,
        discount = a.discount + excluded.discount, refunds = a.refunds + excluded.refunds,
        tickets = a.tickets + excluded.tickets, n = a.n + excluded.n
    ; END IF
  ; END $$;

-- An order line counts once its order is paid, at the payment time.
CREATE FUNCTION analytics_order_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o record
; BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT e.organization_id, x.event_id, x.paid_at INTO o FROM orders x JOIN events e ON e.id = x.event_id WHERE x.id = OLD.order_id
    ; IF o.paid_at IS NOT NULL THEN
      PERFORM analytics_add_sales(o.organization_id, o.event_id, OLD.ticket_type_id, o.paid_at,
        -OLD.quantity::bigint * OLD.unit_price_cents, -OLD.quantity::bigint * OLD.unit_discount_cents, 0, -OLD.quantity, 0, -1)
    ; END IF
  ; END IF
  ; IF TG_OP <> 'DELETE' THEN
    SELECT e.organization_id, x.event_id, x.paid_at INTO o FROM orders x JOIN events e ON e.id = x.event_id WHERE x.id = NEW.order_id
    ; IF o.paid_at IS NOT NULL THEN
      PERFORM analytics_add_sales(o.organization_id, o.event_id, NEW.ticket_type_id, o.paid_at,
        NEW.quantity::bigint * NEW.unit_price_cents, NEW.quantity::bigint * NEW.unit_discount_cents, 0, NEW.quantity, 0, 1)
    ; END IF
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_order_items AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION analytics_order_item_changed();

-- Paying an order (or, were it ever undone or moved, the reverse) moves the order and its lines.
CREATE FUNCTION analytics_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.paid_at IS NOT NULL THEN
    PERFORM analytics_add_sales(e.organization_id, OLD.event_id, NULL, OLD.paid_at, 0, 0, 0, 0, -1, 0)
       FROM events e WHERE e.id = OLD.event_id
    ; PERFORM analytics_add_sales(e.organization_id, OLD.event_id, i.ticket_type_id, OLD.paid_at,
        -i.quantity::bigint * i.unit_price_cents, -i.quantity::bigint * i.unit_discount_cents, 0, -i.quantity, 0, -1)
       FROM order_items i JOIN events e ON e.id = OLD.event_id WHERE i.order_id = OLD.id
  ; END IF
  ; IF NEW.paid_at IS NOT NULL THEN
    PERFORM analytics_add_sales(e.organization_id, NEW.event_id, NULL, NEW.paid_at, 0, 0, 0, 0, 1, 0)
       FROM events e WHERE e.id = NEW.event_id
    ; PERFORM analytics_add_sales(e.organization_id, NEW.event_id, i.ticket_type_id, NEW.paid_at,
        i.quantity::bigint * i.unit_price_cents, i.quantity::bigint * i.unit_discount_cents, 0, i.quantity, 0, 1)
       FROM order_items i JOIN events e ON e.id = NEW.event_id WHERE i.order_id = NEW.id
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_orders_paid AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL) EXECUTE FUNCTION analytics_order_changed();
CREATE TRIGGER analytics_orders_repaid AFTER UPDATE OF paid_at, event_id ON orders
  FOR EACH ROW WHEN (OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.event_id IS DISTINCT FROM NEW.event_id)
  EXECUTE FUNCTION analytics_order_changed();

-- A host refund entry returns every line of its order at the price paid, when it is written (the
-- ledger is append-only, so entries are only ever added).
CREATE FUNCTION analytics_refund_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_add_sales(NEW.organization_id, COALESCE(NEW.event_id, o.event_id), i.ticket_type_id, NEW.created_at,
      0, 0, i.quantity::bigint * (i.unit_price_cents - i.unit_discount_cents), 0, 0, 1)
     FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.order_id = NEW.order_id
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_refunds AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.account = 'host' AND NEW.kind = 'refund') EXECUTE FUNCTION analytics_refund_added();

-- What was sold and refunded before these tables existed.
CREATE TEMPORARY TABLE analytics_backfill ON COMMIT DROP AS
  SELECT e.organization_id, o.event_id, i.ticket_type_id, analytics_slot(o.paid_at) AS slot,
         i.quantity::bigint * i.unit_price_cents AS gross, i.quantity::bigint * i.unit_discount_cents AS discount,
         0::bigint AS refunds, i.quantity::bigint AS tickets, 1::bigint AS n
    FROM orders o JOIN events e ON e.id = o.event_id JOIN order_items i ON i.order_id = o.id
   WHERE o.paid_at IS NOT NULL
  UNION ALL
  SELECT l.organization_id, COALESCE(l.event_id, o.event_id), i.ticket_type_id, analytics_slot(l.created_at),
         0, 0, i.quantity::bigint * (i.unit_price_cents - i.unit_discount_cents), 0, 1
    FROM ledger_entries l JOIN order_items i ON i.order_id = l.order_id JOIN orders o ON o.id = l.order_id
   WHERE l.account = 'host' AND l.kind = 'refund';

CREATE TEMPORARY TABLE analytics_backfill_orders ON COMMIT DROP AS
  SELECT e.organization_id, o.event_id, analytics_slot(o.paid_at) AS slot, count(*)::bigint AS orders
    FROM orders o JOIN events e ON e.id = o.event_id WHERE o.paid_at IS NOT NULL GROUP BY 1, 2, 3;

INSERT INTO analytics_org_sales
  SELECT organization_id, slot, sum(gross), sum(discount), sum(refunds), sum(tickets), sum(orders), sum(n)
    FROM (SELECT organization_id, slot, gross, discount, refunds, tickets, 0 AS orders, n FROM analytics_backfill
          UNION ALL
          SELECT organization_id, slot, 0, 0, 0, 0, orders, 0 FROM analytics_backfill_orders) x
   GROUP BY 1, 2;

INSERT INTO analytics_event_sales
  SELECT event_id, slot, min(organization_id::text)::uuid, sum(gross), sum(discount), sum(refunds), sum(tickets), sum(orders), sum(n)
    FROM (SELECT organization_id, event_id, slot, gross, discount, refunds, tickets, 0 AS orders, n FROM analytics_backfill
          UNION ALL
          SELECT organization_id, event_id, slot, 0, 0, 0, 0, orders, 0 FROM analytics_backfill_orders) x
   GROUP BY 1, 2;

INSERT INTO analytics_type_sales
  SELECT ticket_type_id, slot, min(event_id::text)::uuid, min(organization_id::text)::uuid,
         sum(gross), sum(discount), sum(refunds), sum(tickets), sum(n)
    FROM analytics_backfill GROUP BY 1, 2;

INSERT INTO analytics_type_totals
  SELECT ticket_type_id, min(event_id::text)::uuid, min(organization_id::text)::uuid,
         sum(gross), sum(discount), sum(refunds), sum(tickets), sum(n)
    FROM analytics_backfill GROUP BY 1;
