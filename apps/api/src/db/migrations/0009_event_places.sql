-- One rule for "may this person hold a place at this event" (modules/admission), and the
-- records it needs.

-- The free ticket a Yes RSVP claimed on a ticketed event: answering Maybe or No gives it back.
ALTER TABLE rsvps ADD COLUMN ticket_id uuid REFERENCES tickets(id) ON DELETE SET NULL;

-- The resource a money call created (the order), written in the same transaction as the
-- effect, so a replay after a crash answers at once instead of waiting for "in progress".
ALTER TABLE idempotency_keys ADD COLUMN resource_id text;

-- Invitations are limited per organization and hour/day, counted from this table.
CREATE INDEX invitations_event_created_idx ON invitations (event_id, created_at);

-- Covers are only images uploaded to Mingle: a third-party address could track every viewer.
-- Existing external covers are cleared; the host uploads a picture instead.
UPDATE events SET cover_image = NULL WHERE cover_image IS NOT NULL AND cover_image NOT LIKE '/uploads/%';

-- The attendance definition (0008), with one change: on an approval-required event that sells
-- tickets, the host's approval lets the guest get a ticket, and the ticket is what makes them
-- Going (an approved Yes alone is not a place).
CREATE OR REPLACE VIEW event_attendee_rows AS
  SELECT e.id AS event_id, o.owner_id AS user_id, true AS is_host, false AS holds_ticket, e.created_at AS since
    FROM events e JOIN organizations o ON o.id = e.organization_id
  UNION ALL
  SELECT r.event_id, r.user_id, false, false, r.updated_at FROM rsvps r
   WHERE r.answer = 'Yes' AND r.approval = 'approved'
     AND NOT EXISTS (SELECT 1 FROM events re JOIN ticket_types rtt ON rtt.event_id = re.id
                      WHERE re.id = r.event_id AND re.approval_required)
  UNION ALL
  SELECT t.event_id, t.holder_id, false, true, t.created_at FROM tickets t
   WHERE t.status IN ('valid', 'redeemed') AND t.holder_id IS NOT NULL;
