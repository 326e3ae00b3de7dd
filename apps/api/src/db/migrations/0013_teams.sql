-- Teams: an organization's co-hosts and door staff. The owner stays organizations.owner_id and
-- is reported with the role `owner`; these rows hold everyone else. A person added by phone or
-- e-mail who has no account yet waits as an invitation until their first sign-in with it.
CREATE TABLE organization_members (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('cohost', 'door')),
  added_by uuid REFERENCES users(id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_members_user_idx ON organization_members (user_id);

CREATE TABLE member_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  phone text,
  email text,
  role text NOT NULL CHECK (role IN ('cohost', 'door')),
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  revoked_at timestamptz,
  CHECK ((phone IS NULL) <> (email IS NULL))
);
CREATE UNIQUE INDEX member_invitations_pending_phone_idx ON member_invitations (organization_id, phone)
  WHERE phone IS NOT NULL AND accepted_at IS NULL AND revoked_at IS NULL;
CREATE UNIQUE INDEX member_invitations_pending_email_idx ON member_invitations (organization_id, email)
  WHERE email IS NOT NULL AND accepted_at IS NULL AND revoked_at IS NULL;
CREATE INDEX member_invitations_phone_idx ON member_invitations (phone)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;
CREATE INDEX member_invitations_email_idx ON member_invitations (email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- Who did what for an organization. Rows are never changed or removed, like the ledger's
-- (accounts and events are never deleted, only anonymised or cancelled, so the keys hold).
CREATE TABLE organization_activity (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  actor_id uuid REFERENCES users(id),
  action text NOT NULL,
  event_id uuid REFERENCES events(id),
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organization_activity_org_idx ON organization_activity (organization_id, created_at DESC, id DESC);
CREATE FUNCTION organization_activity_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'organization_activity is append-only'; END $$;
CREATE TRIGGER organization_activity_no_change BEFORE UPDATE OR DELETE ON organization_activity
  FOR EACH ROW EXECUTE FUNCTION organization_activity_append_only();

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('event', 'like', 'matched', 'message', 'team'));
