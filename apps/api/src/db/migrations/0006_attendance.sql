-- "A paid ticket means Going", written once (docs/architecture.md, "Where each rule lives"). Every row says why a
-- person attends an event: as its host (the organization's owner), with a Yes RSVP, or holding
-- a valid or redeemed ticket. A person can appear several times (host who said Yes, two
-- tickets); callers use EXISTS or DISTINCT. Going = any row that is not the host row.
-- `since` orders guest previews (earliest first). As a view, a filter on event_id (one event's
-- guests) or on user_id (one person's events) is pushed into each branch and answered by that
-- branch's index.
CREATE VIEW event_attendee_rows AS
  SELECT e.id AS event_id, o.owner_id AS user_id, true AS is_host, false AS holds_ticket, e.created_at AS since
    FROM events e JOIN organizations o ON o.id = e.organization_id
  UNION ALL
  SELECT r.event_id, r.user_id, false, false, r.updated_at FROM rsvps r WHERE r.answer = 'Yes'
  UNION ALL
  SELECT t.event_id, t.holder_id, false, true, t.created_at FROM tickets t
   WHERE t.status IN ('valid', 'redeemed') AND t.holder_id IS NOT NULL;

-- The 0005 function, now read from the view and saying which rows are tickets. Its callers
-- only read user_id and is_host, so replacing it changes nothing for them.
DROP FUNCTION event_attendees(uuid);

CREATE FUNCTION event_attendees(p_event_id uuid)
RETURNS TABLE (user_id uuid, is_host boolean, holds_ticket boolean, since timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT a.user_id, a.is_host, a.holds_ticket, a.since FROM event_attendee_rows a WHERE a.event_id = p_event_id
$$;
