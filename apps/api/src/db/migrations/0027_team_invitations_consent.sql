-- Teams by consent: an addition is always an invitation the person accepts or declines
-- (docs/teams.md). Accepting happens on their own call, no longer at sign-in.
ALTER TABLE member_invitations ADD COLUMN declined_at timestamptz;

DROP INDEX member_invitations_pending_phone_idx;
DROP INDEX member_invitations_pending_email_idx;
DROP INDEX member_invitations_phone_idx;
DROP INDEX member_invitations_email_idx;
CREATE UNIQUE INDEX member_invitations_pending_phone_idx ON member_invitations (organization_id, phone)
  WHERE phone IS NOT NULL AND accepted_at IS NULL AND revoked_at IS NULL AND declined_at IS NULL;
CREATE UNIQUE INDEX member_invitations_pending_email_idx ON member_invitations (organization_id, email)
  WHERE email IS NOT NULL AND accepted_at IS NULL AND revoked_at IS NULL AND declined_at IS NULL;
CREATE INDEX member_invitations_phone_idx ON member_invitations (phone)
  WHERE accepted_at IS NULL AND revoked_at IS NULL AND declined_at IS NULL;
CREATE INDEX member_invitations_email_idx ON member_invitations (email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL AND declined_at IS NULL;
-- The per-organization invitation limits count by creation time.
CREATE INDEX member_invitations_org_created_idx ON member_invitations (organization_id, created_at);
