-- Events, ticket types, promo codes, RSVPs, invitations, subscriptions, notifications.

CREATE TABLE events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'cancelled')),
  visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'private')),
  title text,
  description text,
  cover_image text,
  starts_at timestamptz,
  ends_at timestamptz,
  time_zone text,
  venue_name text,
  address text,
  city text,
  online_url text,
  age_limit integer,
  step_free_access boolean NOT NULL DEFAULT false,
  captioning_or_asl boolean NOT NULL DEFAULT false,
  quiet_space boolean NOT NULL DEFAULT false,
  all_gender_restrooms boolean NOT NULL DEFAULT false,
  accessibility_notes text,
  capacity integer,
  guest_list_visible boolean NOT NULL DEFAULT true,
  matching_on boolean NOT NULL DEFAULT true,
  chat_on boolean NOT NULL DEFAULT true,
  approval_required boolean NOT NULL DEFAULT false,
  wizard_step text,
  -- Denormalised from ticket_types so Discover can sort by price through an index.
  min_price_cents integer,
  currency text,
  -- Title, host name, venue and city; kept up to date by the repository on every write.
  search_vector tsvector,
  published_at timestamptz,
  cancelled_at timestamptz,
  cancellation_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_organization_idx ON events (organization_id, starts_at);

-- Discover reads only published public events; each sort order has its own partial index so
-- a page is a bounded index range scan whatever the table size. The INCLUDE columns let the
-- "not ended" filter, the city and the text search be checked on the index alone (index-only
-- scans, no table reads), so a common word or city costs about as much as no filter at all;
-- rare words go through the GIN index instead. Events longer than a day are rare and get their
-- own index (see discover.repository.ts).
CREATE INDEX events_discover_date_idx ON events (starts_at, id)
  INCLUDE (ends_at, min_price_cents, city, search_vector)
  WHERE status = 'published' AND visibility = 'public';
CREATE INDEX events_discover_long_idx ON events (starts_at, id)
  INCLUDE (ends_at, min_price_cents, city, search_vector)
  WHERE status = 'published' AND visibility = 'public' AND ends_at - starts_at > interval '1 day';
CREATE INDEX events_discover_price_idx ON events (min_price_cents, starts_at, id) INCLUDE (ends_at, city)
  WHERE status = 'published' AND visibility = 'public';
CREATE INDEX events_discover_city_idx ON events (lower(city), starts_at, id) INCLUDE (ends_at, min_price_cents, city)
  WHERE status = 'published' AND visibility = 'public';
CREATE INDEX events_discover_search_idx ON events USING gin (search_vector)
  WHERE status = 'published' AND visibility = 'public';
-- Without it the planner guesses how many events a city has and sorts a big city by price
-- instead of walking the price index.
CREATE STATISTICS events_city_stats ON (lower(city)) FROM events;

CREATE TABLE ticket_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  currency text NOT NULL DEFAULT 'USD',
  quantity integer NOT NULL CHECK (quantity >= 1),
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  sales_start timestamptz,
  sales_end timestamptz,
  max_per_order integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (sold <= quantity)
);
CREATE INDEX ticket_types_event_idx ON ticket_types (event_id, created_at);

CREATE TABLE promo_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  code text NOT NULL,
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_cents integer CHECK (amount_off_cents >= 1),
  max_uses integer,
  used integer NOT NULL DEFAULT 0,
  valid_until timestamptz,
  -- Empty: every ticket type of the event.
  ticket_type_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
);
CREATE UNIQUE INDEX promo_codes_event_code_idx ON promo_codes (event_id, upper(code));

CREATE TABLE rsvps (
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  answer text NOT NULL CHECK (answer IN ('Yes', 'Maybe', 'No')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX rsvps_user_idx ON rsvps (user_id, answer);
CREATE INDEX rsvps_event_answer_idx ON rsvps (event_id, answer);

-- The invitee is an address; the user behind it is matched at query time, so someone who
-- signs up later with that phone or e-mail sees the invitation too.
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  email text,
  phone text,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((email IS NULL) <> (phone IS NULL))
);
CREATE UNIQUE INDEX invitations_event_email_idx ON invitations (event_id, email) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX invitations_event_phone_idx ON invitations (event_id, phone) WHERE phone IS NOT NULL;
CREATE INDEX invitations_email_idx ON invitations (email) WHERE email IS NOT NULL;
CREATE INDEX invitations_phone_idx ON invitations (phone) WHERE phone IS NOT NULL;

CREATE TABLE subscriptions (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, organization_id)
);
CREATE INDEX subscriptions_organization_idx ON subscriptions (organization_id, created_at DESC);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('event', 'like', 'matched', 'message')),
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
