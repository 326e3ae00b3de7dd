import type { BlastBaseSegment } from '@mingle/shared/schemas/text-blasts';
import type { Queryable } from '../../db/client.ts';

/** The SQL of audiences: who each segment names, and which numbers opted out. */

/** One person a segment names: an account, or (for an invitation nobody has answered yet) a number. */
export interface AudienceRow {
  segment: string;
  user_id: string | null;
  phone: string | null;
  name: string | null;
}

/** Segment → ids of the people in it; $1 is the event, $2 the organization. */
const SEGMENT_IDS: Record<Exclude<BlastBaseSegment, 'invited'>, string> = {
  going: 'SELECT a.user_id FROM event_attendee_rows a WHERE a.event_id = $1 AND NOT a.is_host',
  maybe: `SELECT r.user_id FROM rsvps r WHERE r.event_id = $1 AND r.answer = 'Maybe' AND r.approval = 'approved'`,
  checked_in: `SELECT t.holder_id FROM tickets t
                WHERE t.event_id = $1 AND t.status = 'redeemed' AND t.holder_id IS NOT NULL`,
  not_checked_in: `SELECT a.user_id FROM event_attendee_rows a
                    WHERE a.event_id = $1 AND NOT a.is_host
                      AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.event_id = $1
                                         AND t.holder_id = a.user_id AND t.status = 'redeemed')`,
  subscribers: 'SELECT s.user_id FROM subscriptions s WHERE s.organization_id = $2',
};

const accounts = (segment: string, ids: string) =>
  `SELECT ${segment} AS segment, u.id AS user_id, u.phone, u.name
     FROM (${ids}) x(user_id) JOIN users u ON u.id = x.user_id AND u.deleted_at IS NULL`;

/** Invitees who neither answered nor hold a ticket; one without an account is its number. */
const INVITED = `
  SELECT 'invited' AS segment, u.id AS user_id, COALESCE(u.phone, i.phone) AS phone, u.name
    FROM invitations i
    LEFT JOIN LATERAL (
      SELECT id, phone, name FROM users
       WHERE deleted_at IS NULL AND (email = i.email OR phone = i.phone)
       ORDER BY created_at LIMIT 1
    ) u ON true
   WHERE i.event_id = $1
     AND (u.id IS NULL OR (
       NOT EXISTS (SELECT 1 FROM rsvps r WHERE r.event_id = i.event_id AND r.user_id = u.id)
       AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.event_id = i.event_id AND t.holder_id = u.id
                          AND t.status IN ('valid', 'redeemed'))))`;

const TICKET_TYPES = `
  SELECT 'ticket_type:' || t.ticket_type_id AS segment, u.id AS user_id, u.phone, u.name
    FROM tickets t JOIN users u ON u.id = t.holder_id AND u.deleted_at IS NULL
   WHERE t.event_id = $1 AND t.ticket_type_id = ANY($3::uuid[]) AND t.status IN ('valid', 'redeemed')`;

/** Everyone the chosen segments name, a row per segment they are in (not yet de-duplicated). */
export function audienceRows(
  db: Queryable,
  scope: { eventId: string | null; organizationId: string },
  segments: readonly BlastBaseSegment[],
  ticketTypeIds: readonly string[],
): Promise<AudienceRow[]> {
  const parts = segments.map((s) => (s === 'invited' ? INVITED : accounts(`'${s}'`, SEGMENT_IDS[s])));
  if (ticketTypeIds.length > 0) parts.push(TICKET_TYPES);
  if (parts.length === 0) return Promise.resolve([]);
  // Every parameter is referenced whichever segments were chosen (PostgreSQL refuses unused ones).
  const sql = `SELECT * FROM (${parts.join('\nUNION ALL\n')}) q
                WHERE ($1::uuid IS NULL OR true) AND $2::uuid IS NOT NULL AND cardinality($3::uuid[]) >= 0`;
  return db.query<AudienceRow>(sql, [scope.eventId, scope.organizationId, ticketTypeIds]);
}

export async function optedOutAmong(db: Queryable, phones: readonly string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db.query<{ phone: string }>(
    'SELECT phone FROM sms_opt_outs WHERE phone = ANY($1::text[])',
    [phones],
  );
  return new Set(rows.map((r) => r.phone));
}

export async function optOut(db: Queryable, phone: string): Promise<void> {
  await db.query('INSERT INTO sms_opt_outs (phone) VALUES ($1) ON CONFLICT (phone) DO NOTHING', [phone]);
}

export async function optIn(db: Queryable, phone: string): Promise<void> {
  await db.query('DELETE FROM sms_opt_outs WHERE phone = $1', [phone]);
}

export async function ticketTypeIdsOf(db: Queryable, eventId: string): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>('SELECT id FROM ticket_types WHERE event_id = $1', [eventId]);
  return new Set(rows.map((r) => r.id));
}
