-- "Approval required" events: a guest's Yes or Maybe waits for the host. Rows written before
-- this, and every RSVP on an event without approval, are approved.
ALTER TABLE rsvps ADD COLUMN approval text NOT NULL DEFAULT 'approved'
  CHECK (approval IN ('pending', 'approved', 'declined'));

-- The host's queue of requests on one event.
CREATE INDEX rsvps_event_pending_idx ON rsvps (event_id, updated_at) WHERE approval = 'pending';

-- The one attendance definition (0006): a Yes makes someone Going only once it is approved, so
-- counts, guest lists, chat access and the guest's own event lists all wait for the host.
CREATE OR REPLACE VIEW event_attendee_rows AS
  SELECT e.id AS event_id, o.owner_id AS user_id, true AS is_host, false AS holds_ticket, e.created_at AS since
    FROM events e JOIN organizations o ON o.id = e.organization_id
  UNION ALL
  SELECT r.event_id, r.user_id, false, false, r.updated_at FROM rsvps r
   WHERE r.answer = 'Yes' AND r.approval = 'approved'
  UNION ALL
  SELECT t.event_id, t.holder_id, false, true, t.created_at FROM tickets t
   WHERE t.status IN ('valid', 'redeemed') AND t.holder_id IS NOT NULL;
