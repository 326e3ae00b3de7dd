/**
 * SQL fragments asking who attends an event, for every query that filters or counts by it
 * (guest lists, chat rooms, event cards, RSVP rules). The definition itself is the view
 * `event_attendee_rows` behind the function `event_attendees` (0006_attendance.sql): the host,
 * Yes RSVPs and valid or redeemed tickets. Arguments are SQL expressions (column names or $n
 * placeholders), never user input.
 */

/** SQL: is the user ($user) a guest (ticket or Yes RSVP) of the event ($event)? */
export const isGuestSql = (event: string, user: string): string =>
  `EXISTS (SELECT 1 FROM event_attendees(${event}) att WHERE att.user_id = ${user} AND NOT att.is_host)`;

/** SQL: does the user hold a valid or redeemed ticket for the event? */
export const holdsTicketSql = (event: string, user: string): string =>
  `EXISTS (SELECT 1 FROM event_attendees(${event}) att WHERE att.user_id = ${user} AND att.holds_ticket)`;

/** SQL: how many people are Going to the event (each once; deleted accounts not counted). */
export const goingCountSql = (event: string): string =>
  `(SELECT count(DISTINCT att.user_id)::int FROM event_attendees(${event}) att
     JOIN users att_u ON att_u.id = att.user_id AND att_u.deleted_at IS NULL
    WHERE NOT att.is_host)`;

/** SQL: the ids of the events the user ($user) is Going to (a ticket or a Yes RSVP). */
export const goingEventIdsSql = (user: string): string =>
  `SELECT att.event_id FROM event_attendee_rows att WHERE att.user_id = ${user} AND NOT att.is_host`;

/** SQL: does the user attend the event as host or guest? */
export const attendsSql = (event: string, user: string): string =>
  `EXISTS (SELECT 1 FROM event_attendees(${event}) att WHERE att.user_id = ${user})`;
