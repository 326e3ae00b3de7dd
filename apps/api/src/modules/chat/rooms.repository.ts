import type { ChatRoomKind } from '@mingle/shared/schemas/chat';
import type { Queryable } from '../../db/client.ts';
import { attendsSql } from '../../db/sql/attendance.sql.ts';
import { notBlockedSql } from '../../db/sql/safety.sql.ts';

export interface RoomRow {
  id: string;
  kind: ChatRoomKind;
  event_id: string | null;
  user_low: string | null;
  user_high: string | null;
  closed_at: Date | null;
}

export async function findRoom(db: Queryable, roomId: string): Promise<RoomRow | undefined> {
  return db.maybeOne<RoomRow>(
    'SELECT id, kind, event_id, user_low, user_high, closed_at FROM chat_rooms WHERE id = $1',
    [roomId],
  );
}

/** The event's chat room, created on first use. */
export async function ensureEventRoom(db: Queryable, eventId: string): Promise<string> {
  const created = await db.maybeOne<{ id: string }>(
    `INSERT INTO chat_rooms (kind, event_id) VALUES ('event', $1)
     ON CONFLICT (event_id) WHERE kind = 'event' DO NOTHING RETURNING id`,
    [eventId],
  );
  if (created) return created.id;
  const row = await db.maybeOne<{ id: string }>(
    `SELECT id FROM chat_rooms WHERE kind = 'event' AND event_id = $1`,
    [eventId],
  );
  return row!.id;
}

const ordered = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** A two-person room (a match's direct chat, or Contact Host), created on first use with both members. */
export async function ensurePairRoom(
  db: Queryable,
  kind: 'direct' | 'host',
  eventId: string,
  a: string,
  b: string,
): Promise<string> {
  const [low, high] = ordered(a, b);
  const conflict =
    kind === 'direct'
      ? `(user_low, user_high) WHERE kind = 'direct'`
      : `(event_id, user_low, user_high) WHERE kind = 'host'`;
  const created = await db.maybeOne<{ id: string }>(
    `INSERT INTO chat_rooms (kind, event_id, user_low, user_high) VALUES ($1, $2, $3, $4)
     ON CONFLICT ${conflict} DO NOTHING RETURNING id`,
    [kind, eventId, low, high],
  );
  const id =
    created?.id ??
    (await db.maybeOne<{ id: string }>(
      kind === 'direct'
        ? `SELECT id FROM chat_rooms WHERE kind = 'direct' AND user_low = $2 AND user_high = $3`
        : `SELECT id FROM chat_rooms WHERE kind = 'host' AND event_id = $1 AND user_low = $2 AND user_high = $3`,
      [eventId, low, high],
    ))!.id;
  await addMember(db, id, a);
  await addMember(db, id, b);
  return id;
}

export async function directRoomId(db: Queryable, a: string, b: string): Promise<string | undefined> {
  const [low, high] = ordered(a, b);
  const row = await db.maybeOne<{ id: string }>(
    `SELECT id FROM chat_rooms WHERE kind = 'direct' AND user_low = $1 AND user_high = $2`,
    [low, high],
  );
  return row?.id;
}

/** Ends a direct chat for both people; returns the room when there was one. */
export async function closeDirectRoom(db: Queryable, a: string, b: string): Promise<string | undefined> {
  const [low, high] = ordered(a, b);
  const row = await db.maybeOne<{ id: string }>(
    `UPDATE chat_rooms SET closed_at = coalesce(closed_at, now())
      WHERE kind = 'direct' AND user_low = $1 AND user_high = $2 RETURNING id`,
    [low, high],
  );
  return row?.id;
}

export async function addMember(db: Queryable, roomId: string, userId: string): Promise<void> {
  await db.query('INSERT INTO chat_members (room_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    roomId,
    userId,
  ]);
}

export async function isMember(db: Queryable, roomId: string, userId: string): Promise<boolean> {
  return Boolean(
    await db.maybeOne('SELECT 1 FROM chat_members WHERE room_id = $1 AND user_id = $2', [roomId, userId]),
  );
}

/** Everything up to the room's newest message is read. */
export async function markRead(db: Queryable, roomId: string, userId: string): Promise<void> {
  await db.query(
    `UPDATE chat_members SET last_read_seq = greatest(last_read_seq,
        coalesce((SELECT max(seq) FROM messages WHERE room_id = $1), 0))
      WHERE room_id = $1 AND user_id = $2`,
    [roomId, userId],
  );
}

export interface RoomAccessRow extends RoomRow {
  event_status: string | null;
  chat_on: boolean | null;
  host_id: string | null;
  organization_id: string | null;
  /** Event rooms: the person attends (host, ticket or Yes RSVP). */
  attends: boolean;
  /** Two-person rooms: the other person's account still exists. */
  other_active: boolean;
  /** Two-person rooms: either blocked the other. */
  blocked: boolean;
}

/**
 * The access row of room `room` for person `user` (SQL expressions: $n placeholders): what the
 * access rule needs, in one round trip. Sending a message runs it inside its insert.
 */
export function roomAccessSql(room: string, user: string): string {
  const other = `CASE WHEN r.user_low = ${user} THEN r.user_high ELSE r.user_low END`;
  return `SELECT r.id, r.kind, r.event_id, r.user_low, r.user_high, r.closed_at,
            e.status AS event_status, e.chat_on, o.owner_id AS host_id, e.organization_id,
            (r.kind = 'event' AND ${attendsSql('r.event_id', user)}) AS attends,
            (r.kind <> 'event' AND EXISTS (SELECT 1 FROM users x WHERE x.id = ${other} AND x.deleted_at IS NULL))
              AS other_active,
            (r.kind <> 'event' AND NOT ${notBlockedSql(user, other)}) AS blocked
       FROM chat_rooms r
       LEFT JOIN events e ON e.id = r.event_id
       LEFT JOIN organizations o ON o.id = e.organization_id
      WHERE r.id = ${room}`;
}

export async function findRoomAccess(
  db: Queryable,
  roomId: string,
  userId: string,
): Promise<RoomAccessRow | undefined> {
  return db.maybeOne<RoomAccessRow>(roomAccessSql('$1', '$2'), [roomId, userId]);
}

export interface RoomSummaryRow {
  room_id: string;
  kind: ChatRoomKind;
  event_id: string | null;
  event_title: string | null;
  event_starts_at: Date | null;
  organization_name: string | null;
  host_id: string | null;
  other_id: string | null;
  other_name: string | null;
  other_photo: string | null;
  member_count: number;
}

/** What the room is about and who is in it, as the person ($2) sees it. */
export async function findRoomSummary(
  db: Queryable,
  roomId: string,
  userId: string,
): Promise<RoomSummaryRow | undefined> {
  return db.maybeOne<RoomSummaryRow>(
    `SELECT r.id AS room_id, r.kind, r.event_id, e.title AS event_title, e.starts_at AS event_starts_at,
            o.name AS organization_name, o.owner_id AS host_id,
            other.id AS other_id, other.name AS other_name, other.profile_photo AS other_photo,
            CASE WHEN r.kind = 'event'
                 THEN (SELECT count(DISTINCT att.user_id)::int FROM event_attendees(r.event_id) att
                         JOIN users au ON au.id = att.user_id AND au.deleted_at IS NULL)
                 ELSE 2 END AS member_count
       FROM chat_rooms r
       LEFT JOIN events e ON e.id = r.event_id
       LEFT JOIN organizations o ON o.id = e.organization_id
       LEFT JOIN users other ON r.kind <> 'event'
            AND other.id = CASE WHEN r.user_low = $2 THEN r.user_high ELSE r.user_low END
      WHERE r.id = $1`,
    [roomId, userId],
  );
}
