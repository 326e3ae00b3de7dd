-- Users, sessions, sign-in codes, the dev outbox and organizations.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone text UNIQUE,
  email text UNIQUE,
  name text,
  birthdate date,
  gender text,
  intent text,
  bio text,
  profile_photo text,
  profile_status text NOT NULL DEFAULT 'newWebUser',
  user_type text NOT NULL DEFAULT 'Guest',
  show_banner text NOT NULL DEFAULT 'visible',
  show_age boolean NOT NULL DEFAULT true,
  show_gender boolean NOT NULL DEFAULT true,
  show_intent boolean NOT NULL DEFAULT true,
  show_bio boolean NOT NULL DEFAULT true,
  show_in_guest_lists boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE otp_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel text NOT NULL,
  destination text NOT NULL,
  purpose text NOT NULL DEFAULT 'sign_in',
  code_hash text NOT NULL,
  client_ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz
);
CREATE INDEX otp_challenges_destination_idx ON otp_challenges (destination, created_at DESC);
CREATE INDEX otp_challenges_ip_idx ON otp_challenges (client_ip, created_at DESC);

CREATE TABLE outbox_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel text NOT NULL,
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, sent_at DESC);

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id),
  name text NOT NULL,
  bio text,
  profile_picture text,
  kyc_status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX organizations_owner_idx ON organizations (owner_id);
