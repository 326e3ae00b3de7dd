-- Social: who attends an event, connections and matches, blocks, reports, chat rooms and
-- messages (connections, blocks, reports, chat rooms and their messages).

-- Who attends event E, in one place: its host (the organization's owner), everyone with a
-- Yes RSVP and everyone holding a valid or redeemed ticket. A row per reason, so the host who
-- also said Yes appears as host and as guest. Callers use EXISTS or DISTINCT. The planner
-- inlines it (one query, STABLE), so it costs what the same SQL written in place would.
CREATE FUNCTION event_attendees(p_event_id uuid)
RETURNS TABLE (user_id uuid, is_host boolean)
LANGUAGE sql STABLE AS $$
  SELECT o.owner_id, true
    FROM events e JOIN organizations o ON o.id = e.organization_id
   WHERE e.id = p_event_id
  UNION ALL
  SELECT r.user_id, false FROM rsvps r WHERE r.event_id = p_event_id AND r.answer = 'Yes'
  UNION ALL
  SELECT t.holder_id, false FROM tickets t
   WHERE t.event_id = p_event_id AND t.status IN ('valid', 'redeemed') AND t.holder_id IS NOT NULL
$$;

-- One row per direction. A request is `pending`; when both directions exist both rows become
-- `matched`; the receiver can decline a request (its sender is not told); `unmatched` ends a
-- match for good.
CREATE TABLE connections (
  from_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  to_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  intent text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'declined', 'matched', 'unmatched')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  matched_at timestamptz,
  PRIMARY KEY (from_user_id, to_user_id),
  CHECK (from_user_id <> to_user_id)
);
CREATE INDEX connections_to_idx ON connections (to_user_id, status, created_at DESC);
CREATE INDEX connections_from_status_idx ON connections (from_user_id, status, matched_at DESC);

CREATE TABLE blocks (
  blocker_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id);

CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_id uuid REFERENCES events(id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (reason IN ('Inappropriate Image', 'Derogatory language', 'General Incompatibility', 'Other')),
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  CHECK (reporter_id <> target_id)
);
CREATE INDEX reports_target_open_idx ON reports (target_id, reporter_id) WHERE reviewed_at IS NULL;
CREATE INDEX reports_event_idx ON reports (event_id, created_at DESC);

-- `event`: one per event. `direct`: one per match (user_low < user_high). `host`: Contact
-- Host, one per event and guest. A closed room (unmatched) takes no more messages.
CREATE TABLE chat_rooms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('event', 'direct', 'host')),
  event_id uuid REFERENCES events(id) ON DELETE CASCADE,
  user_low uuid REFERENCES users(id) ON DELETE CASCADE,
  user_high uuid REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK ((kind = 'event') = (user_low IS NULL)),
  CHECK (user_low IS NULL OR user_low < user_high)
);
CREATE UNIQUE INDEX chat_rooms_event_idx ON chat_rooms (event_id) WHERE kind = 'event';
CREATE UNIQUE INDEX chat_rooms_direct_idx ON chat_rooms (user_low, user_high) WHERE kind = 'direct';
CREATE UNIQUE INDEX chat_rooms_host_idx ON chat_rooms (event_id, user_low, user_high) WHERE kind = 'host';

-- Read state, and the rooms a person has opened. For event rooms, access is still decided by
-- attendance at the time of each request.
CREATE TABLE chat_members (
  room_id uuid NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  last_read_seq bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX chat_members_user_idx ON chat_members (user_id);

-- `seq` orders history (paging with `before`); `id` is what clients see.
CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  room_id uuid NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  deleted_by uuid REFERENCES users(id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX messages_client_idx ON messages (room_id, sender_id, client_id);
CREATE INDEX messages_room_seq_idx ON messages (room_id, seq DESC);
