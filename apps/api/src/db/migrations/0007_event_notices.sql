-- A message to an event's guests (the event was cancelled, or its date or place changed). It is
-- written in the transaction that makes the change, with its text as it was then, and sent by
-- background jobs: one job finds the recipients and stores their in-app notifications exactly
-- once (fanned_out_at), then one job per address sends the e-mail or SMS. A long guest list
-- never holds the host's request, and a crash or a failed send loses nothing.
CREATE TABLE event_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  notification jsonb NOT NULL,
  email_subject text NOT NULL,
  email_text text NOT NULL,
  sms_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  fanned_out_at timestamptz,
  recipient_count integer
);
CREATE INDEX event_notices_event_idx ON event_notices (event_id, created_at DESC);
