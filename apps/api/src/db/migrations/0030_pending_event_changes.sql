-- A live event's date or place changed and its guests are not told yet. Changes are gathered
-- while the host keeps editing: each one pushes notify_after back, and the job that finds it
-- due sends one message with the event as it is then, or nothing when the date and place are
-- back to `before` (as they were when the first change of the run was saved).
CREATE TABLE pending_event_changes (
  event_id uuid PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
  before jsonb NOT NULL,
  notify_after timestamptz NOT NULL
);
