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

-- Connection requests, per 15-minute slot of when they were sent, by where each stands now: a
-- request's row moves between the counts as it is answered. The request that completed a match
-- is the acceptance, not a request (docs/analytics.md), and is not counted here.
CREATE TABLE analytics_org_requests (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  slot timestamptz NOT NULL,
  sent bigint NOT NULL, matched bigint NOT NULL, declined bigint NOT NULL, pending bigint NOT NULL,
  PRIMARY KEY (organization_id, slot)
) WITH (fillfactor = 90);

CREATE TABLE analytics_event_requests (
  event_id uuid NOT NULL,
  slot timestamptz NOT NULL,
  organization_id uuid NOT NULL,
  sent bigint NOT NULL, matched bigint NOT NULL, declined bigint NOT NULL, pending bigint NOT NULL,
  PRIMARY KEY (event_id, slot)
) WITH (fillfactor = 90);

CREATE FUNCTION analytics_add_request(p_event uuid, p_at timestamptz, p_status text, p_sign bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE s timestamptz := analytics_slot(p_at)
; org uuid := (SELECT organization_id FROM events WHERE id = p_event)
; m bigint := CASE WHEN p_status IN ('matched', 'unmatched') THEN p_sign ELSE 0 END
; d bigint := CASE WHEN p_status = 'declined' THEN p_sign ELSE 0 END
; p bigint := CASE WHEN p_status = 'pending' THEN p_sign ELSE 0 END
; BEGIN
  INSERT INTO analytics_org_requests AS a VALUES (org, s, p_sign, m, d, p)
    ON CONFLICT (organization_id, slot) DO UPDATE SET sent = a.sent + excluded.sent,
      matched = a.matched + excluded.matched, declined = a.declined + excluded.declined, pending = a.pending + excluded.pending
  ; INSERT INTO analytics_event_requests AS a VALUES (p_event, s, org, p_sign, m, d, p)
    ON CONFLICT (event_id, slot) DO UPDATE SET sent = a.sent + excluded.sent,
      matched = a.matched + excluded.matched, declined = a.declined + excluded.declined, pending = a.pending + excluded.pending
  ; END $$;

CREATE FUNCTION analytics_connection_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT (OLD.matched_at IS NOT NULL AND OLD.created_at >= OLD.matched_at) THEN
    PERFORM analytics_add_request(OLD.event_id, OLD.created_at, OLD.status, -1)
  ; END IF
  ; IF TG_OP <> 'DELETE' AND NOT (NEW.matched_at IS NOT NULL AND NEW.created_at >= NEW.matched_at) THEN
    PERFORM analytics_add_request(NEW.event_id, NEW.created_at, NEW.status, 1)
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_connections AFTER INSERT OR DELETE ON connections
  FOR EACH ROW EXECUTE FUNCTION analytics_connection_changed();
CREATE TRIGGER analytics_connections_answered AFTER UPDATE OF status, created_at, matched_at, event_id ON connections
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.matched_at IS DISTINCT FROM NEW.matched_at OR OLD.event_id IS DISTINCT FROM NEW.event_id)
  EXECUTE FUNCTION analytics_connection_changed();

CREATE TEMPORARY TABLE analytics_backfill_requests ON COMMIT DROP AS
  SELECT e.organization_id, c.event_id, analytics_slot(c.created_at) AS slot, count(*)::bigint AS sent,
         count(*) FILTER (WHERE c.status IN ('matched', 'unmatched'))::bigint AS matched,
         count(*) FILTER (WHERE c.status = 'declined')::bigint AS declined,
         count(*) FILTER (WHERE c.status = 'pending')::bigint AS pending
    FROM connections c JOIN events e ON e.id = c.event_id
   WHERE NOT (c.matched_at IS NOT NULL AND c.created_at >= c.matched_at)
   GROUP BY 1, 2, 3;

INSERT INTO analytics_org_requests
  SELECT organization_id, slot, sum(sent), sum(matched), sum(declined), sum(pending)
    FROM analytics_backfill_requests GROUP BY 1, 2;

INSERT INTO analytics_event_requests
  SELECT event_id, slot, organization_id, sent, matched, declined, pending FROM analytics_backfill_requests;

-- Each guest of each event once, with the facts guest analytics count (docs/analytics.md): when
-- they first became Going (the attendance view), their Maybe answer when not Going, whether
-- they hold a ticket and whether and when it was first scanned. A row is worked out again from
-- those tables whenever a write could change it (RSVPs, tickets, a deleted account, an event's
-- approval rule), so it always says what reading them would. Reports then read one row per guest
-- instead of every ticket.
CREATE TABLE analytics_guests (
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  going_since timestamptz,
  maybe_at timestamptz,
  held boolean NOT NULL,
  scanned boolean NOT NULL,
  scanned_at timestamptz,
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX analytics_guests_user_idx ON analytics_guests (user_id) INCLUDE (going_since);

-- The guests' daily counts, per 15-minute slot, kept from those rows as they come and go:
-- became Going, answered Maybe (not Going), first scanned. Holders with nothing scanned are
-- counted per event, as no-shows are dated by the event's end, read when asked.
CREATE TABLE analytics_org_guests (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  slot timestamptz NOT NULL,
  going bigint NOT NULL, maybe bigint NOT NULL, checked_in bigint NOT NULL,
  PRIMARY KEY (organization_id, slot)
) WITH (fillfactor = 90);

CREATE TABLE analytics_event_guests (
  event_id uuid NOT NULL,
  slot timestamptz NOT NULL,
  organization_id uuid NOT NULL,
  going bigint NOT NULL, maybe bigint NOT NULL, checked_in bigint NOT NULL,
  PRIMARY KEY (event_id, slot)
) WITH (fillfactor = 90);

CREATE TABLE analytics_event_unscanned (
  event_id uuid PRIMARY KEY,
  holders bigint NOT NULL
) WITH (fillfactor = 90);

CREATE FUNCTION analytics_add_guest(p_event uuid, p_at timestamptz, p_going bigint, p_maybe bigint, p_checked_in bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE s timestamptz := analytics_slot(p_at)
; org uuid := (SELECT organization_id FROM events WHERE id = p_event)
; BEGIN
  INSERT INTO analytics_org_guests AS a VALUES (org, s, p_going, p_maybe, p_checked_in)
    ON CONFLICT (organization_id, slot) DO UPDATE SET going = a.going + excluded.going,
      maybe = a.maybe + excluded.maybe, checked_in = a.checked_in + excluded.checked_in
  ; INSERT INTO analytics_event_guests AS a VALUES (p_event, s, org, p_going, p_maybe, p_checked_in)
    ON CONFLICT (event_id, slot) DO UPDATE SET going = a.going + excluded.going,
      maybe = a.maybe + excluded.maybe, checked_in = a.checked_in + excluded.checked_in
  ; END $$;

CREATE FUNCTION analytics_count_guest(g analytics_guests, p_sign bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF g.going_since IS NOT NULL THEN PERFORM analytics_add_guest(g.event_id, g.going_since, p_sign, 0, 0)
  ; END IF
  ; IF g.maybe_at IS NOT NULL THEN PERFORM analytics_add_guest(g.event_id, g.maybe_at, 0, p_sign, 0)
  ; END IF
  ; IF g.held AND g.scanned AND g.scanned_at IS NOT NULL THEN PERFORM analytics_add_guest(g.event_id, g.scanned_at, 0, 0, p_sign)
  ; END IF
  ; IF g.held AND NOT g.scanned THEN
    INSERT INTO analytics_event_unscanned AS a VALUES (g.event_id, p_sign)
      ON CONFLICT (event_id) DO UPDATE SET holders = a.holders + excluded.holders
  ; END IF
  ; END $$;

CREATE FUNCTION analytics_guest_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM analytics_count_guest(OLD, -1)
  ; END IF
  ; IF TG_OP <> 'DELETE' THEN PERFORM analytics_count_guest(NEW, 1)
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_guests_counted AFTER INSERT OR UPDATE OR DELETE ON analytics_guests
  FOR EACH ROW EXECUTE FUNCTION analytics_guest_changed();

-- Works out the rows of the given [event, user] pairs again from the tables they summarize.
CREATE FUNCTION analytics_refresh_guests(p_pairs jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_guests g USING jsonb_array_elements(p_pairs) x
   WHERE g.event_id = (x ->> 0)::uuid AND g.user_id = (x ->> 1)::uuid
  ; INSERT INTO analytics_guests (event_id, user_id, going_since, maybe_at, held, scanned, scanned_at)
    SELECT p.event_id, p.user_id, g.since, CASE WHEN g.since IS NULL THEN m.updated_at END,
           h.held, COALESCE(h.scanned, false), h.scanned_at
      FROM (SELECT DISTINCT (x ->> 0)::uuid AS event_id, (x ->> 1)::uuid AS user_id FROM jsonb_array_elements(p_pairs) x) p
      JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
      CROSS JOIN LATERAL (SELECT min(a.since) AS since FROM event_attendee_rows a
                           WHERE a.event_id = p.event_id AND a.user_id = p.user_id AND NOT a.is_host) g
      CROSS JOIN LATERAL (SELECT count(*) > 0 AS held, bool_or(t.status = 'redeemed') AS scanned, min(t.redeemed_at) AS scanned_at
                            FROM tickets t WHERE t.holder_id = p.user_id AND t.event_id = p.event_id
                             AND t.status IN ('valid', 'redeemed')) h
      LEFT JOIN rsvps m ON m.event_id = p.event_id AND m.user_id = p.user_id AND m.answer = 'Maybe'
     WHERE g.since IS NOT NULL OR h.held OR m.updated_at IS NOT NULL
  ; END $$;

-- Statement triggers with the changed rows, so a bulk write works out each guest once.
CREATE FUNCTION analytics_tickets_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_guests(jsonb_agg(DISTINCT jsonb_build_array(event_id, holder_id)))
     FROM analytics_new WHERE holder_id IS NOT NULL HAVING count(*) > 0
  ; RETURN NULL
; END $$;

CREATE FUNCTION analytics_tickets_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_guests(jsonb_agg(DISTINCT jsonb_build_array(event_id, holder_id)))
     FROM analytics_old WHERE holder_id IS NOT NULL HAVING count(*) > 0
  ; RETURN NULL
; END $$;

CREATE FUNCTION analytics_tickets_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_guests(jsonb_agg(DISTINCT jsonb_build_array(event_id, holder_id)))
     FROM (SELECT event_id, holder_id FROM analytics_new UNION ALL SELECT event_id, holder_id FROM analytics_old) c
    WHERE holder_id IS NOT NULL HAVING count(*) > 0
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_tickets_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS analytics_new
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_tickets_added();
CREATE TRIGGER analytics_tickets_delete AFTER DELETE ON tickets REFERENCING OLD TABLE AS analytics_old
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_tickets_removed();
CREATE TRIGGER analytics_tickets_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS analytics_old NEW TABLE AS analytics_new
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_tickets_updated();

CREATE FUNCTION analytics_rsvps_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_guests(jsonb_agg(DISTINCT jsonb_build_array(event_id, user_id)))
     FROM analytics_new HAVING count(*) > 0
  ; RETURN NULL
; END $$;

CREATE FUNCTION analytics_rsvps_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_guests(jsonb_agg(DISTINCT jsonb_build_array(event_id, user_id)))
     FROM analytics_old HAVING count(*) > 0
  ; RETURN NULL
; END $$;

CREATE FUNCTION analytics_rsvps_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_guests(jsonb_agg(DISTINCT jsonb_build_array(event_id, user_id)))
     FROM (SELECT event_id, user_id FROM analytics_new UNION ALL SELECT event_id, user_id FROM analytics_old) c
   HAVING count(*) > 0
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_rsvps_insert AFTER INSERT ON rsvps REFERENCING NEW TABLE AS analytics_new
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_rsvps_added();
CREATE TRIGGER analytics_rsvps_delete AFTER DELETE ON rsvps REFERENCING OLD TABLE AS analytics_old
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_rsvps_removed();
CREATE TRIGGER analytics_rsvps_update AFTER UPDATE ON rsvps
  REFERENCING OLD TABLE AS analytics_old NEW TABLE AS analytics_new
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_rsvps_updated();

-- A deleted (or restored) account leaves (or rejoins) every event's figures.
CREATE FUNCTION analytics_user_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_guests(jsonb_agg(DISTINCT jsonb_build_array(x.event_id, NEW.id)))
     FROM (SELECT event_id FROM analytics_guests WHERE user_id = NEW.id
           UNION ALL SELECT event_id FROM rsvps WHERE user_id = NEW.id
           UNION ALL SELECT event_id FROM tickets WHERE holder_id = NEW.id) x
   HAVING count(*) > 0
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_users_deleted AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) EXECUTE FUNCTION analytics_user_deleted();

-- Whether an approved Yes is a place depends on the event's approval rule and its ticket types.
CREATE FUNCTION analytics_event_rule_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_guests(jsonb_agg(jsonb_build_array(NEW.id, r.user_id)))
     FROM rsvps r WHERE r.event_id = NEW.id HAVING count(*) > 0
  ; RETURN NULL
; END $$;

CREATE FUNCTION analytics_ticket_type_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE e uuid
; BEGIN
  IF TG_OP = 'DELETE' THEN e := OLD.event_id
  ; ELSE e := NEW.event_id
  ; END IF
  ; PERFORM analytics_refresh_guests(jsonb_agg(jsonb_build_array(e, r.user_id)))
     FROM rsvps r WHERE r.event_id = e HAVING count(*) > 0
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_events_rule AFTER UPDATE OF approval_required ON events
  FOR EACH ROW WHEN (OLD.approval_required IS DISTINCT FROM NEW.approval_required)
  EXECUTE FUNCTION analytics_event_rule_changed();
CREATE TRIGGER analytics_ticket_types_rule AFTER INSERT OR DELETE ON ticket_types
  FOR EACH ROW EXECUTE FUNCTION analytics_ticket_type_changed();

INSERT INTO analytics_guests (event_id, user_id, going_since, maybe_at, held, scanned, scanned_at)
  SELECT p.event_id, p.user_id, g.since, CASE WHEN g.since IS NULL THEN m.updated_at END,
         COALESCE(h.held, false), COALESCE(h.scanned, false), h.scanned_at
    FROM (SELECT event_id, user_id FROM rsvps UNION SELECT event_id, holder_id FROM tickets WHERE holder_id IS NOT NULL) p
    JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
    LEFT JOIN (SELECT event_id, user_id, min(since) AS since FROM event_attendee_rows WHERE NOT is_host GROUP BY 1, 2) g
      ON g.event_id = p.event_id AND g.user_id = p.user_id
    LEFT JOIN (SELECT event_id, holder_id, true AS held, bool_or(status = 'redeemed') AS scanned, min(redeemed_at) AS scanned_at
                 FROM tickets WHERE status IN ('valid', 'redeemed') AND holder_id IS NOT NULL GROUP BY 1, 2) h
      ON h.event_id = p.event_id AND h.holder_id = p.user_id
    LEFT JOIN rsvps m ON m.event_id = p.event_id AND m.user_id = p.user_id AND m.answer = 'Maybe'
   WHERE g.since IS NOT NULL OR h.held OR m.updated_at IS NOT NULL;
