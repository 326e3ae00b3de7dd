-- Host analytics over long ranges (docs/analytics.md). Summing 15-minute slots costs one row per
-- slot with activity: over All, a year of a busy host is ~35,000 rows per report. This adds
-- coarser rollups kept by the same triggers, in the same transactions:
--
-- * One row per organization and slot, and per organization and UTC hour, with every counter
--   (money, orders, requests, guests, matches, no-show holders). A viewer's calendar day is read
--   as the whole hours inside it plus, in a zone whose midnight isn't on the hour, the slots at
--   its edges, so a year is ~9,000 hour rows and never depends on how much was sold.
-- * Who the guests are (new or returning, gender, intent, age band): counts per organization and
--   slot, per UTC day, and in all, so a breakdown over a range reads whole days plus the slots at
--   its ends, and over All one row per combination.
-- * Money per ticket type per UTC day, for the by-event and by-ticket-type lists over a range.
-- * Per event, all-time going and matches (the matches report's by-event list over All), and
--   matches per slot.
--
-- Age is on the event's local day, and the viewer's zone moves that day by at most one from the
-- event's UTC date. A guest whose band is the same on all three days is counted under that band;
-- the rare one whose birthday crosses a band limit then (or whose event has no start yet) is kept
-- apart by birthdate, and aged when asked.

CREATE TABLE analytics_org_slots (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  slot timestamptz NOT NULL,
  gross bigint NOT NULL, discount bigint NOT NULL, refunds bigint NOT NULL, tickets bigint NOT NULL,
  orders bigint NOT NULL, n bigint NOT NULL,
  sent bigint NOT NULL, req_matched bigint NOT NULL, declined bigint NOT NULL, pending bigint NOT NULL,
  going bigint NOT NULL, maybe bigint NOT NULL, checked_in bigint NOT NULL, unscanned bigint NOT NULL,
  matches bigint NOT NULL,
  PRIMARY KEY (organization_id, slot)
) WITH (fillfactor = 90);

-- The same per UTC hour; `slot` holds the hour's start, so both read alike.
CREATE TABLE analytics_org_hours (
  LIKE analytics_org_slots,
  PRIMARY KEY (organization_id, slot),
  FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE
) WITH (fillfactor = 90);

-- One ticket type per UTC day: the by-event and by-ticket-type lists over a range read whole
-- days inside it plus the 15-minute slots of analytics_type_sales at its two ends.
CREATE TABLE analytics_type_days (
  ticket_type_id uuid NOT NULL REFERENCES ticket_types(id) ON DELETE CASCADE,
  slot timestamptz NOT NULL,
  event_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  gross bigint NOT NULL, discount bigint NOT NULL, refunds bigint NOT NULL, tickets bigint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (ticket_type_id, slot)
) WITH (fillfactor = 90);
CREATE INDEX analytics_type_days_org_idx ON analytics_type_days (organization_id, slot)
  INCLUDE (event_id, gross, discount, refunds, tickets, n);

CREATE FUNCTION analytics_add_org(p_org uuid, p_at timestamptz, v bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_org IS NULL OR p_at IS NULL THEN RETURN
  ; END IF
  ; INSERT INTO analytics_org_slots AS a
    VALUES (p_org, analytics_slot(p_at), v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12], v[13], v[14], v[15])
    ON CONFLICT (organization_id, slot) DO UPDATE SET gross = a.gross + excluded.gross, discount = a.discount + excluded.discount,
      refunds = a.refunds + excluded.refunds, tickets = a.tickets + excluded.tickets, orders = a.orders + excluded.orders,
      n = a.n + excluded.n, sent = a.sent + excluded.sent, req_matched = a.req_matched + excluded.req_matched,
      declined = a.declined + excluded.declined, pending = a.pending + excluded.pending, going = a.going + excluded.going,
      maybe = a.maybe + excluded.maybe, checked_in = a.checked_in + excluded.checked_in,
      unscanned = a.unscanned + excluded.unscanned, matches = a.matches + excluded.matches
  ; INSERT INTO analytics_org_hours AS a
    VALUES (p_org, date_bin('1 hour', p_at, timestamptz '2000-01-01 00:00:00+00'), v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12], v[13], v[14], v[15])
    ON CONFLICT (organization_id, slot) DO UPDATE SET gross = a.gross + excluded.gross, discount = a.discount + excluded.discount,
      refunds = a.refunds + excluded.refunds, tickets = a.tickets + excluded.tickets, orders = a.orders + excluded.orders,
      n = a.n + excluded.n, sent = a.sent + excluded.sent, req_matched = a.req_matched + excluded.req_matched,
      declined = a.declined + excluded.declined, pending = a.pending + excluded.pending, going = a.going + excluded.going,
      maybe = a.maybe + excluded.maybe, checked_in = a.checked_in + excluded.checked_in,
      unscanned = a.unscanned + excluded.unscanned, matches = a.matches + excluded.matches
  ; END $$;

-- The per-organization sums of 0014 now go to the table above (same arguments, same callers).
CREATE OR REPLACE FUNCTION analytics_add_sales(p_org uuid, p_event uuid, p_type uuid, p_at timestamptz, p_gross bigint,
  p_discount bigint, p_refunds bigint, p_tickets bigint, p_orders bigint, p_n bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE s timestamptz := analytics_slot(p_at)
; BEGIN
  PERFORM analytics_add_org(p_org, p_at, ARRAY[p_gross, p_discount, p_refunds, p_tickets, p_orders, p_n, 0, 0, 0, 0, 0, 0, 0, 0, 0])
  ; INSERT INTO analytics_event_sales AS a VALUES (p_event, s, p_org, p_gross, p_discount, p_refunds, p_tickets, p_orders, p_n)
    ON CONFLICT (event_id, slot) DO UPDATE SET gross = a.gross + excluded.gross,
      discount = a.discount + excluded.discount, refunds = a.refunds + excluded.refunds,
      tickets = a.tickets + excluded.tickets, orders = a.orders + excluded.orders, n = a.n + excluded.n
  ; IF p_type IS NOT NULL THEN
    INSERT INTO analytics_type_sales AS a VALUES (p_type, s, p_event, p_org, p_gross, p_discount, p_refunds, p_tickets, p_n)
      ON CONFLICT (ticket_type_id, slot) DO UPDATE SET gross = a.gross + excluded.gross,
        discount = a.discount + excluded.discount, refunds = a.refunds + excluded.refunds,
        tickets = a.tickets + excluded.tickets, n = a.n + excluded.n
    ; INSERT INTO analytics_type_days AS a
      VALUES (p_type, date_bin('1 day', s, timestamptz '2000-01-01 00:00:00+00'), p_event, p_org, p_gross, p_discount, p_refunds, p_tickets, p_n)
      ON CONFLICT (ticket_type_id, slot) DO UPDATE SET gross = a.gross + excluded.gross,
        discount = a.discount + excluded.discount, refunds = a.refunds + excluded.refunds,
        tickets = a.tickets + excluded.tickets, n = a.n + excluded.n
    ; INSERT INTO analytics_type_totals AS a VALUES (p_type, p_event, p_org, p_gross, p_discount, p_refunds, p_tickets, p_n)
      ON CONFLICT (ticket_type_id) DO UPDATE SET gross = a.gross + excluded.gross,
        discount = a.discount + excluded.discount, refunds = a.refunds + excluded.refunds,
        tickets = a.tickets + excluded.tickets, n = a.n + excluded.n
    ; END IF
  ; END $$;

CREATE OR REPLACE FUNCTION analytics_add_request(p_event uuid, p_at timestamptz, p_status text, p_sign bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE s timestamptz := analytics_slot(p_at)
; org uuid := (SELECT organization_id FROM events WHERE id = p_event)
; m bigint := CASE WHEN p_status IN ('matched', 'unmatched') THEN p_sign ELSE 0 END
; d bigint := CASE WHEN p_status = 'declined' THEN p_sign ELSE 0 END
; p bigint := CASE WHEN p_status = 'pending' THEN p_sign ELSE 0 END
; BEGIN
  PERFORM analytics_add_org(org, p_at, ARRAY[0, 0, 0, 0, 0, 0, p_sign, m, d, p, 0, 0, 0, 0, 0])
  ; INSERT INTO analytics_event_requests AS a VALUES (p_event, s, org, p_sign, m, d, p)
    ON CONFLICT (event_id, slot) DO UPDATE SET sent = a.sent + excluded.sent,
      matched = a.matched + excluded.matched, declined = a.declined + excluded.declined, pending = a.pending + excluded.pending
  ; END $$;

CREATE OR REPLACE FUNCTION analytics_add_guest(p_event uuid, p_at timestamptz, p_going bigint, p_maybe bigint, p_checked_in bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE s timestamptz := analytics_slot(p_at)
; org uuid := (SELECT organization_id FROM events WHERE id = p_event)
; BEGIN
  PERFORM analytics_add_org(org, p_at, ARRAY[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, p_going, p_maybe, p_checked_in, 0, 0])
  ; INSERT INTO analytics_event_guests AS a VALUES (p_event, s, org, p_going, p_maybe, p_checked_in)
    ON CONFLICT (event_id, slot) DO UPDATE SET going = a.going + excluded.going,
      maybe = a.maybe + excluded.maybe, checked_in = a.checked_in + excluded.checked_in
  ; END $$;

DROP TABLE analytics_org_sales;
DROP TABLE analytics_org_requests;
DROP TABLE analytics_org_guests;

-- Matches, per event and slot of when made; and per event in all, with going guests.
CREATE TABLE analytics_event_matches (
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  slot timestamptz NOT NULL,
  organization_id uuid NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (event_id, slot)
) WITH (fillfactor = 90);
CREATE INDEX analytics_event_matches_org_idx ON analytics_event_matches (organization_id, slot) INCLUDE (event_id, n);

CREATE TABLE analytics_event_totals (
  event_id uuid PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL,
  going bigint NOT NULL, matches bigint NOT NULL
) WITH (fillfactor = 90);
CREATE INDEX analytics_event_totals_org_idx ON analytics_event_totals (organization_id) INCLUDE (going, matches);

-- Going guests per event over a range, and the no-shows of events ending in the current hour.
CREATE INDEX analytics_event_guests_org_idx ON analytics_event_guests (organization_id, slot) INCLUDE (event_id, going);
CREATE INDEX events_organization_ends_idx ON events (organization_id, ends_at);

CREATE FUNCTION analytics_add_match(p_event uuid, p_at timestamptz, p_sign bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE org uuid := (SELECT organization_id FROM events WHERE id = p_event)
; BEGIN
  IF org IS NULL THEN RETURN
  ; END IF
  ; PERFORM analytics_add_org(org, p_at, ARRAY[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, p_sign])
  ; INSERT INTO analytics_event_matches AS a VALUES (p_event, analytics_slot(p_at), org, p_sign)
    ON CONFLICT (event_id, slot) DO UPDATE SET n = a.n + excluded.n
  ; INSERT INTO analytics_event_totals AS a VALUES (p_event, org, 0, p_sign)
    ON CONFLICT (event_id) DO UPDATE SET matches = a.matches + excluded.matches
  ; END $$;

-- The request that completed a match is the match (when made); any other is a request (when sent).
CREATE OR REPLACE FUNCTION analytics_connection_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.matched_at IS NOT NULL AND OLD.created_at >= OLD.matched_at THEN
      PERFORM analytics_add_match(OLD.event_id, OLD.matched_at, -1)
    ; ELSE PERFORM analytics_add_request(OLD.event_id, OLD.created_at, OLD.status, -1)
    ; END IF
  ; END IF
  ; IF TG_OP <> 'DELETE' THEN
    IF NEW.matched_at IS NOT NULL AND NEW.created_at >= NEW.matched_at THEN
      PERFORM analytics_add_match(NEW.event_id, NEW.matched_at, 1)
    ; ELSE PERFORM analytics_add_request(NEW.event_id, NEW.created_at, NEW.status, 1)
    ; END IF
  ; END IF
  ; RETURN NULL
; END $$;

-- What the breakdowns need, kept on each guest row so a change to any of it moves the counts:
-- the event's organization, start and end, the profile, and whether the guest is returning
-- (Going to an event of the same organization that starts earlier).
ALTER TABLE analytics_guests
  ADD COLUMN organization_id uuid,
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz,
  ADD COLUMN gender text,
  ADD COLUMN intent text,
  ADD COLUMN birthdate date,
  ADD COLUMN is_returning boolean NOT NULL DEFAULT false;
CREATE INDEX analytics_guests_org_user_idx ON analytics_guests (organization_id, user_id) INCLUDE (starts_at, going_since);

CREATE TABLE analytics_org_mix_slots (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  slot timestamptz NOT NULL,
  visit text NOT NULL, gender text NOT NULL, intent text NOT NULL,
  -- '' when the band depends on the viewer's zone (counted in analytics_guest_ages instead).
  age text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (organization_id, slot, visit, gender, intent, age)
) WITH (fillfactor = 90);

CREATE TABLE analytics_org_mix_days (
  LIKE analytics_org_mix_slots,
  PRIMARY KEY (organization_id, slot, visit, gender, intent, age),
  FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE
) WITH (fillfactor = 90);

CREATE TABLE analytics_org_mix (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  visit text NOT NULL, gender text NOT NULL, intent text NOT NULL, age text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (organization_id, visit, gender, intent, age)
) WITH (fillfactor = 90);

CREATE TABLE analytics_guest_ages (
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  slot timestamptz NOT NULL,
  birthdate date NOT NULL,
  organization_id uuid NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (event_id, slot, birthdate)
) WITH (fillfactor = 90);
CREATE INDEX analytics_guest_ages_org_idx ON analytics_guest_ages (organization_id, slot) INCLUDE (event_id, birthdate, n);

-- Age in whole years on a day as (day − birthday) in YYYYMMDD numbers ÷ 10000, as age() counts.
CREATE FUNCTION analytics_age_band(p_day date, p_birth date) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN a IS NULL THEN 'unknown' WHEN a < 18 THEN 'under 18' WHEN a < 25 THEN '18-24'
              WHEN a < 35 THEN '25-34' WHEN a < 45 THEN '35-44' WHEN a < 55 THEN '45-54' ELSE '55+' END
    FROM (SELECT ((extract(year FROM p_day) * 10000 + extract(month FROM p_day) * 100 + extract(day FROM p_day))
                - (extract(year FROM p_birth) * 10000 + extract(month FROM p_birth) * 100 + extract(day FROM p_birth)))::int
                / 10000 AS a) x $$;

-- The band whatever the viewer's zone, or '' when it depends on it.
CREATE FUNCTION analytics_fixed_age(p_starts timestamptz, p_birth date) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_birth IS NULL THEN 'unknown' WHEN p_starts IS NULL THEN ''
              WHEN analytics_age_band(d - 1, p_birth) = analytics_age_band(d, p_birth)
               AND analytics_age_band(d + 1, p_birth) = analytics_age_band(d, p_birth) THEN analytics_age_band(d, p_birth)
              ELSE '' END
    FROM (SELECT (p_starts AT TIME ZONE 'UTC')::date AS d) x $$;

CREATE FUNCTION analytics_add_mix(g analytics_guests, p_sign bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE s timestamptz := analytics_slot(g.going_since)
; v_visit text := CASE WHEN g.is_returning THEN 'returning' ELSE 'new' END
; v_gender text := COALESCE(g.gender, 'unknown')
; v_intent text := COALESCE(g.intent, 'unknown')
; v_age text := analytics_fixed_age(g.starts_at, g.birthdate)
; BEGIN
  INSERT INTO analytics_org_mix_slots AS a VALUES (g.organization_id, s, v_visit, v_gender, v_intent, v_age, p_sign)
    ON CONFLICT (organization_id, slot, visit, gender, intent, age) DO UPDATE SET n = a.n + excluded.n
  ; INSERT INTO analytics_org_mix_days AS a
    VALUES (g.organization_id, date_bin('1 day', s, timestamptz '2000-01-01 00:00:00+00'), v_visit, v_gender, v_intent, v_age, p_sign)
    ON CONFLICT (organization_id, slot, visit, gender, intent, age) DO UPDATE SET n = a.n + excluded.n
  ; INSERT INTO analytics_org_mix AS a VALUES (g.organization_id, v_visit, v_gender, v_intent, v_age, p_sign)
    ON CONFLICT (organization_id, visit, gender, intent, age) DO UPDATE SET n = a.n + excluded.n
  ; IF v_age = '' THEN
    INSERT INTO analytics_guest_ages AS a VALUES (g.event_id, s, g.birthdate, g.organization_id, p_sign)
      ON CONFLICT (event_id, slot, birthdate) DO UPDATE SET n = a.n + excluded.n
  ; END IF
  ; END $$;

CREATE OR REPLACE FUNCTION analytics_count_guest(g analytics_guests, p_sign bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF g.going_since IS NOT NULL THEN
    PERFORM analytics_add_guest(g.event_id, g.going_since, p_sign, 0, 0)
    ; PERFORM analytics_add_mix(g, p_sign)
    ; INSERT INTO analytics_event_totals AS a VALUES (g.event_id, g.organization_id, p_sign, 0)
      ON CONFLICT (event_id) DO UPDATE SET going = a.going + excluded.going
  ; END IF
  ; IF g.maybe_at IS NOT NULL THEN PERFORM analytics_add_guest(g.event_id, g.maybe_at, 0, p_sign, 0)
  ; END IF
  ; IF g.held AND g.scanned AND g.scanned_at IS NOT NULL THEN PERFORM analytics_add_guest(g.event_id, g.scanned_at, 0, 0, p_sign)
  ; END IF
  ; IF g.held AND NOT g.scanned THEN
    INSERT INTO analytics_event_unscanned AS a VALUES (g.event_id, p_sign)
      ON CONFLICT (event_id) DO UPDATE SET holders = a.holders + excluded.holders
    ; PERFORM analytics_add_org(g.organization_id, g.ends_at, ARRAY[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, p_sign, 0])
  ; END IF
  ; END $$;

-- Whether each guest row of these [user, organization] pairs is returning, set where it changed.
CREATE FUNCTION analytics_refresh_returning(p_pairs jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_guests g SET is_returning = x.r
    FROM (SELECT g2.event_id, g2.user_id,
                 COALESCE(g2.starts_at > (SELECT min(g3.starts_at) FROM analytics_guests g3
                                           WHERE g3.organization_id = g2.organization_id AND g3.user_id = g2.user_id
                                             AND g3.going_since IS NOT NULL), false) AS r
            FROM (SELECT DISTINCT (x ->> 0)::uuid AS user_id, (x ->> 1)::uuid AS organization_id
                    FROM jsonb_array_elements(p_pairs) x) p
            JOIN analytics_guests g2 ON g2.organization_id = p.organization_id AND g2.user_id = p.user_id) x
   WHERE g.event_id = x.event_id AND g.user_id = x.user_id AND g.is_returning IS DISTINCT FROM x.r
  ; END $$;

CREATE OR REPLACE FUNCTION analytics_refresh_guests(p_pairs jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_guests g USING jsonb_array_elements(p_pairs) x
   WHERE g.event_id = (x ->> 0)::uuid AND g.user_id = (x ->> 1)::uuid
  ; INSERT INTO analytics_guests (event_id, user_id, going_since, maybe_at, held, scanned, scanned_at,
                                 organization_id, starts_at, ends_at, gender, intent, birthdate, is_returning)
    SELECT p.event_id, p.user_id, g.since, CASE WHEN g.since IS NULL THEN m.updated_at END,
           h.held, COALESCE(h.scanned, false), h.scanned_at,
           e.organization_id, e.starts_at, e.ends_at, u.gender, u.intent, u.birthdate,
           COALESCE(e.starts_at > (SELECT min(o.starts_at) FROM analytics_guests o
                                    WHERE o.organization_id = e.organization_id AND o.user_id = p.user_id
                                      AND o.going_since IS NOT NULL), false)
      FROM (SELECT DISTINCT (x ->> 0)::uuid AS event_id, (x ->> 1)::uuid AS user_id FROM jsonb_array_elements(p_pairs) x) p
      JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
      JOIN events e ON e.id = p.event_id
      CROSS JOIN LATERAL (SELECT min(a.since) AS since FROM event_attendee_rows a
                           WHERE a.event_id = p.event_id AND a.user_id = p.user_id AND NOT a.is_host) g
      CROSS JOIN LATERAL (SELECT count(*) > 0 AS held, bool_or(t.status = 'redeemed') AS scanned, min(t.redeemed_at) AS scanned_at
                            FROM tickets t WHERE t.holder_id = p.user_id AND t.event_id = p.event_id
                             AND t.status IN ('valid', 'redeemed')) h
      LEFT JOIN rsvps m ON m.event_id = p.event_id AND m.user_id = p.user_id AND m.answer = 'Maybe'
     WHERE g.since IS NOT NULL OR h.held OR m.updated_at IS NOT NULL
  ; PERFORM analytics_refresh_returning(jsonb_agg(DISTINCT jsonb_build_array(x.user_id, e.organization_id)))
     FROM (SELECT (x ->> 0)::uuid AS event_id, (x ->> 1)::uuid AS user_id FROM jsonb_array_elements(p_pairs) x) x
     JOIN events e ON e.id = x.event_id
    HAVING count(*) > 0
  ; END $$;

-- A profile's gender, intent or birthdate moves its guests between breakdown cells.
CREATE FUNCTION analytics_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_guests SET gender = NEW.gender, intent = NEW.intent, birthdate = NEW.birthdate
   WHERE user_id = NEW.id
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_users_profile AFTER UPDATE OF gender, intent, birthdate ON users
  FOR EACH ROW WHEN (OLD.gender IS DISTINCT FROM NEW.gender OR OLD.intent IS DISTINCT FROM NEW.intent
    OR OLD.birthdate IS DISTINCT FROM NEW.birthdate)
  EXECUTE FUNCTION analytics_profile_changed();

-- An event's start decides ages and who is returning; its end dates its no-shows.
CREATE FUNCTION analytics_event_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_guests SET starts_at = NEW.starts_at, ends_at = NEW.ends_at WHERE event_id = NEW.id
  ; PERFORM analytics_refresh_returning(jsonb_agg(jsonb_build_array(g.user_id, NEW.organization_id)))
     FROM analytics_guests g WHERE g.event_id = NEW.id HAVING count(*) > 0
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_events_moved AFTER UPDATE OF starts_at, ends_at ON events
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at)
  EXECUTE FUNCTION analytics_event_moved();

-- Every rollup worked out again from the tables it sums, in bulk: the backfill below, a bulk
-- load that ran with triggers off (the benchmark), and the tests' reconciliation.
CREATE FUNCTION analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE analytics_event_sales, analytics_type_sales, analytics_type_days, analytics_type_totals, analytics_event_requests,
    analytics_guests, analytics_event_guests, analytics_event_unscanned, analytics_org_slots, analytics_org_hours,
    analytics_event_matches, analytics_event_totals, analytics_org_mix_slots, analytics_org_mix_days, analytics_org_mix,
    analytics_guest_ages, analytics_org_currencies
  ; INSERT INTO analytics_org_currencies
    SELECT e.organization_id, tt.currency, count(*) FROM ticket_types tt JOIN events e ON e.id = tt.event_id GROUP BY 1, 2
  ; ALTER TABLE analytics_guests DISABLE TRIGGER analytics_guests_counted
  ; INSERT INTO analytics_guests (event_id, user_id, going_since, maybe_at, held, scanned, scanned_at,
                                 organization_id, starts_at, ends_at, gender, intent, birthdate)
    SELECT p.event_id, p.user_id, g.since, CASE WHEN g.since IS NULL THEN m.updated_at END,
           COALESCE(h.held, false), COALESCE(h.scanned, false), h.scanned_at,
           e.organization_id, e.starts_at, e.ends_at, u.gender, u.intent, u.birthdate
      FROM (SELECT event_id, user_id FROM rsvps UNION SELECT event_id, holder_id FROM tickets WHERE holder_id IS NOT NULL) p
      JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
      JOIN events e ON e.id = p.event_id
      LEFT JOIN (SELECT event_id, user_id, min(since) AS since FROM event_attendee_rows WHERE NOT is_host GROUP BY 1, 2) g
        ON g.event_id = p.event_id AND g.user_id = p.user_id
      LEFT JOIN (SELECT event_id, holder_id, true AS held, bool_or(status = 'redeemed') AS scanned, min(redeemed_at) AS scanned_at
                   FROM tickets WHERE status IN ('valid', 'redeemed') AND holder_id IS NOT NULL GROUP BY 1, 2) h
        ON h.event_id = p.event_id AND h.holder_id = p.user_id
      LEFT JOIN rsvps m ON m.event_id = p.event_id AND m.user_id = p.user_id AND m.answer = 'Maybe'
     WHERE g.since IS NOT NULL OR h.held OR m.updated_at IS NOT NULL
  ; UPDATE analytics_guests g SET is_returning = true
      FROM (SELECT organization_id, user_id, min(starts_at) AS first_start FROM analytics_guests
             WHERE going_since IS NOT NULL GROUP BY 1, 2) f
     WHERE f.organization_id = g.organization_id AND f.user_id = g.user_id AND g.starts_at > f.first_start
  ; ALTER TABLE analytics_guests ENABLE TRIGGER analytics_guests_counted
  ; DROP TABLE IF EXISTS analytics_rb
  ; CREATE TEMPORARY TABLE analytics_rb (
      organization_id uuid, event_id uuid, ticket_type_id uuid, slot timestamptz,
      gross bigint, discount bigint, refunds bigint, tickets bigint, orders bigint, n bigint,
      sent bigint, req_matched bigint, declined bigint, pending bigint,
      going bigint, maybe bigint, checked_in bigint, unscanned bigint, matches bigint)
  ; INSERT INTO analytics_rb
    SELECT e.organization_id, o.event_id, i.ticket_type_id, analytics_slot(o.paid_at),
           i.quantity::bigint * i.unit_price_cents, i.quantity::bigint * i.unit_discount_cents, 0, i.quantity, 0, 1,
           0, 0, 0, 0, 0, 0, 0, 0, 0
      FROM orders o JOIN events e ON e.id = o.event_id JOIN order_items i ON i.order_id = o.id
     WHERE o.paid_at IS NOT NULL
    UNION ALL
    SELECT e.organization_id, o.event_id, NULL, analytics_slot(o.paid_at), 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
      FROM orders o JOIN events e ON e.id = o.event_id WHERE o.paid_at IS NOT NULL
    UNION ALL
    SELECT l.organization_id, COALESCE(l.event_id, o.event_id), i.ticket_type_id, analytics_slot(l.created_at),
           0, 0, i.quantity::bigint * (i.unit_price_cents - i.unit_discount_cents), 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0
      FROM ledger_entries l JOIN order_items i ON i.order_id = l.order_id JOIN orders o ON o.id = l.order_id
     WHERE l.account = 'host' AND l.kind = 'refund'
    UNION ALL
    SELECT e.organization_id, c.event_id, NULL, analytics_slot(c.created_at), 0, 0, 0, 0, 0, 0,
           1, (c.status IN ('matched', 'unmatched'))::int, (c.status = 'declined')::int, (c.status = 'pending')::int, 0, 0, 0, 0, 0
      FROM connections c JOIN events e ON e.id = c.event_id
     WHERE NOT (c.matched_at IS NOT NULL AND c.created_at >= c.matched_at)
    UNION ALL
    SELECT e.organization_id, c.event_id, NULL, analytics_slot(c.matched_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
      FROM connections c JOIN events e ON e.id = c.event_id
     WHERE c.matched_at IS NOT NULL AND c.created_at >= c.matched_at
    UNION ALL
    SELECT organization_id, event_id, NULL, analytics_slot(going_since), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0
      FROM analytics_guests WHERE going_since IS NOT NULL
    UNION ALL
    SELECT organization_id, event_id, NULL, analytics_slot(maybe_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0
      FROM analytics_guests WHERE maybe_at IS NOT NULL
    UNION ALL
    SELECT organization_id, event_id, NULL, analytics_slot(scanned_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0
      FROM analytics_guests WHERE held AND scanned AND scanned_at IS NOT NULL
    UNION ALL
    SELECT organization_id, event_id, NULL, analytics_slot(ends_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0
      FROM analytics_guests WHERE held AND NOT scanned AND ends_at IS NOT NULL
  ; INSERT INTO analytics_org_slots
    SELECT organization_id, slot, sum(gross), sum(discount), sum(refunds), sum(tickets), sum(orders), sum(n), sum(sent),
           sum(req_matched), sum(declined), sum(pending), sum(going), sum(maybe), sum(checked_in), sum(unscanned), sum(matches)
      FROM analytics_rb GROUP BY 1, 2
  ; INSERT INTO analytics_org_hours
    SELECT organization_id, date_bin('1 hour', slot, timestamptz '2000-01-01 00:00:00+00'), sum(gross), sum(discount),
           sum(refunds), sum(tickets), sum(orders), sum(n), sum(sent), sum(req_matched), sum(declined), sum(pending),
           sum(going), sum(maybe), sum(checked_in), sum(unscanned), sum(matches)
      FROM analytics_org_slots GROUP BY 1, 2
  ; INSERT INTO analytics_event_sales
    SELECT event_id, slot, min(organization_id::text)::uuid, sum(gross), sum(discount), sum(refunds), sum(tickets), sum(orders), sum(n)
      FROM analytics_rb WHERE n > 0 OR orders > 0 GROUP BY 1, 2
  ; INSERT INTO analytics_type_sales
    SELECT ticket_type_id, slot, min(event_id::text)::uuid, min(organization_id::text)::uuid,
           sum(gross), sum(discount), sum(refunds), sum(tickets), sum(n)
      FROM analytics_rb WHERE ticket_type_id IS NOT NULL GROUP BY 1, 2
  ; INSERT INTO analytics_type_days
    SELECT ticket_type_id, date_bin('1 day', slot, timestamptz '2000-01-01 00:00:00+00'), min(event_id::text)::uuid,
           min(organization_id::text)::uuid, sum(gross), sum(discount), sum(refunds), sum(tickets), sum(n)
      FROM analytics_type_sales GROUP BY 1, 2
  ; INSERT INTO analytics_type_totals
    SELECT ticket_type_id, min(event_id::text)::uuid, min(organization_id::text)::uuid,
           sum(gross), sum(discount), sum(refunds), sum(tickets), sum(n)
      FROM analytics_rb WHERE ticket_type_id IS NOT NULL GROUP BY 1
  ; INSERT INTO analytics_event_requests
    SELECT event_id, slot, min(organization_id::text)::uuid, sum(sent), sum(req_matched), sum(declined), sum(pending)
      FROM analytics_rb WHERE sent > 0 GROUP BY 1, 2
  ; INSERT INTO analytics_event_matches
    SELECT event_id, slot, min(organization_id::text)::uuid, sum(matches) FROM analytics_rb WHERE matches > 0 GROUP BY 1, 2
  ; INSERT INTO analytics_event_guests
    SELECT event_id, slot, min(organization_id::text)::uuid, sum(going), sum(maybe), sum(checked_in)
      FROM analytics_rb WHERE going + maybe + checked_in > 0 GROUP BY 1, 2
  ; INSERT INTO analytics_event_totals
    SELECT event_id, min(organization_id::text)::uuid, sum(going), sum(matches)
      FROM analytics_rb WHERE going + matches > 0 GROUP BY 1
  ; INSERT INTO analytics_event_unscanned
    SELECT event_id, count(*) FROM analytics_guests WHERE held AND NOT scanned GROUP BY 1
  ; DROP TABLE analytics_rb
  ; INSERT INTO analytics_org_mix_slots
    SELECT organization_id, analytics_slot(going_since), CASE WHEN is_returning THEN 'returning' ELSE 'new' END,
           COALESCE(gender, 'unknown'), COALESCE(intent, 'unknown'), analytics_fixed_age(starts_at, birthdate), count(*)
      FROM analytics_guests WHERE going_since IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
  ; INSERT INTO analytics_org_mix_days
    SELECT organization_id, date_bin('1 day', slot, timestamptz '2000-01-01 00:00:00+00'), visit, gender, intent, age, sum(n)
      FROM analytics_org_mix_slots GROUP BY 1, 2, 3, 4, 5, 6
  ; INSERT INTO analytics_org_mix
    SELECT organization_id, visit, gender, intent, age, sum(n) FROM analytics_org_mix_days GROUP BY 1, 2, 3, 4, 5
  ; INSERT INTO analytics_guest_ages
    SELECT event_id, analytics_slot(going_since), birthdate, min(organization_id::text)::uuid, count(*)
      FROM analytics_guests WHERE going_since IS NOT NULL AND analytics_fixed_age(starts_at, birthdate) = ''
     GROUP BY 1, 2, 3
  ; END $$;


-- How many of an organization's ticket types are priced in each currency: the reports show money
-- in the most common one, and counting the ticket types on every request grew with the host.
CREATE TABLE analytics_org_currencies (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  currency text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (organization_id, currency)
);

CREATE FUNCTION analytics_add_currency(p_event uuid, p_currency text, p_sign bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_org_currencies AS a
    SELECT organization_id, p_currency, p_sign FROM events WHERE id = p_event
    ON CONFLICT (organization_id, currency) DO UPDATE SET n = a.n + excluded.n
  ; END $$;

CREATE FUNCTION analytics_ticket_type_priced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM analytics_add_currency(OLD.event_id, OLD.currency, -1)
  ; END IF
  ; IF TG_OP <> 'DELETE' THEN PERFORM analytics_add_currency(NEW.event_id, NEW.currency, 1)
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER analytics_ticket_types_priced AFTER INSERT OR DELETE ON ticket_types
  FOR EACH ROW EXECUTE FUNCTION analytics_ticket_type_priced();
CREATE TRIGGER analytics_ticket_types_repriced AFTER UPDATE OF currency, event_id ON ticket_types
  FOR EACH ROW WHEN (OLD.currency IS DISTINCT FROM NEW.currency OR OLD.event_id IS DISTINCT FROM NEW.event_id)
  EXECUTE FUNCTION analytics_ticket_type_priced();

SELECT analytics_rebuild();
