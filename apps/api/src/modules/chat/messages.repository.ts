import { PAGE_SIZE } from '@mingle/shared/constants';
import type { ChatMessage, ChatRoomKind, ChatSender } from '@mingle/shared/schemas/chat';
import type { Queryable } from '../../db/client.ts';
import { attendsSql } from '../../db/sql/attendance.sql.ts';
import { blockRelationsSql, notBlockedSql } from '../../db/sql/safety.sql.ts';
import { firstName } from '../../lib/first-name.ts';
import { roomAccessSql } from './rooms.repository.ts';

export interface MessageRow {
  id: string;
  seq: number;
  client_id: string;
  sender_id: string;
  body: string;
  sent_at: Date;
}

const COLUMNS = 'id, seq, client_id, sender_id, body, sent_at';

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  clientId: row.client_id,
  senderId: row.sender_id,
  body: row.body,
  sentAt: row.sent_at.toISOString(),
});

/**
 * Stores the message, or returns undefined when this sender already sent this clientId here.
 * With `addSender`, the sender also becomes a member (event chat), in the same statement so a
 * message costs one commit.
 */
export async function insertMessage(
  db: Queryable,
  roomId: string,
  senderId: string,
  clientId: string,
  body: string,
  addSender: boolean,
): Promise<MessageRow | undefined> {
  return db.maybeOne<MessageRow>(
    `WITH member AS (
       INSERT INTO chat_members (room_id, user_id) SELECT $1, $2 WHERE $5
       ON CONFLICT DO NOTHING)
     INSERT INTO messages (room_id, sender_id, client_id, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (room_id, sender_id, client_id) DO NOTHING RETURNING ${COLUMNS}`,
    [roomId, senderId, clientId, body, addSender],
  );
}

export interface AllowedSend {
  kind: ChatRoomKind;
  event_id: string | null;
  user_low: string | null;
  user_high: string | null;
  /** The stored message; undefined when this sender already sent this clientId here. */
  message: MessageRow | undefined;
  /** Everyone with a block either way with the sender. */
  hide: string[];
}

/**
 * A message's common case in one statement, so a message waits for one round trip to the
 * database instead of a batch of reads and then the insert: stored only when the access row
 * grants the sender the room by the everyday rule (event chat, while on: the host or an
 * attendee; a two-person room: one of the two, not ended, not blocked), together with the block
 * list the room envelope needs. This is a subset of `requireRoomAccess` (no team roles), so
 * undefined never refuses anyone by itself: the caller asks the full rule, which refuses with
 * the reason or lets a co-host in.
 *
 * Its commit does not wait for the WAL flush (`synchronous_commit` off for this transaction
 * only): the message is committed, so readable by everyone, before it is published, and durable
 * a fraction of a second later. Why that is safe enough for chat: docs/adr/0005-real-time-protocol.md.
 * It is a prepared statement: planning it took longer than running it (the same ADR).
 */
export async function insertIfAllowed(
  db: Queryable,
  roomId: string,
  senderId: string,
  clientId: string,
  body: string,
): Promise<AllowedSend | undefined> {
  const row = await db.maybeOne<Omit<AllowedSend, 'message'> & Partial<Record<keyof MessageRow, unknown>>>(
    `WITH access AS (${roomAccessSql('$1', '$2')}),
     ok AS (
       SELECT a.kind, a.event_id, a.user_low, a.user_high FROM access a
        WHERE set_config('synchronous_commit', 'off', true) = 'off'
          AND CASE WHEN a.kind = 'event'
                   THEN a.event_status IS NOT NULL AND a.event_status <> 'draft' AND a.chat_on
                        AND (a.attends OR a.host_id = $2)
                   ELSE $2 IN (a.user_low, a.user_high) AND a.closed_at IS NULL AND a.other_active
                        AND NOT a.blocked END),
     member AS (
       INSERT INTO chat_members (room_id, user_id) SELECT $1, $2 FROM ok WHERE ok.kind = 'event'
       ON CONFLICT DO NOTHING),
     sent AS (
       INSERT INTO messages (room_id, sender_id, client_id, body) SELECT $1, $2, $3, $4 FROM ok
       ON CONFLICT (room_id, sender_id, client_id) DO NOTHING RETURNING ${COLUMNS})
     SELECT ok.kind, ok.event_id, ok.user_low, ok.user_high,
            sent.id, sent.seq, sent.client_id, sent.sender_id, sent.body, sent.sent_at,
            ARRAY(${blockRelationsSql('$2')}) AS hide
       FROM ok LEFT JOIN sent ON true`,
    [roomId, senderId, clientId, body],
    { name: 'chat_insert_if_allowed' },
  );
  if (!row) return undefined;
  const { id, seq, client_id, sender_id, body: stored, sent_at, ...room } = row;
  const message =
    id === null ? undefined : ({ id, seq, client_id, sender_id, body: stored, sent_at } as MessageRow);
  return { ...room, message };
}

export async function findByClientId(
  db: Queryable,
  roomId: string,
  senderId: string,
  clientId: string,
): Promise<MessageRow | undefined> {
  return db.maybeOne<MessageRow>(
    `SELECT ${COLUMNS} FROM messages WHERE room_id = $1 AND sender_id = $2 AND client_id = $3`,
    [roomId, senderId, clientId],
  );
}

export async function findMessage(
  db: Queryable,
  roomId: string,
  messageId: string,
): Promise<(MessageRow & { deleted_at: Date | null }) | undefined> {
  return db.maybeOne(`SELECT ${COLUMNS}, deleted_at FROM messages WHERE room_id = $1 AND id = $2`, [
    roomId,
    messageId,
  ]);
}

export async function softDeleteMessage(db: Queryable, messageId: string, by: string): Promise<void> {
  await db.query(
    'UPDATE messages SET deleted_at = now(), deleted_by = $2 WHERE id = $1 AND deleted_at IS NULL',
    [messageId, by],
  );
}

/**
 * A page of history, newest first, older than `before` when given: without deleted messages
 * and without messages of anyone with a block either way with the viewer. One extra row says
 * whether there is more.
 */
export async function listMessages(
  db: Queryable,
  roomId: string,
  viewerId: string,
  before: string | undefined,
  limit: number,
): Promise<{ rows: MessageRow[]; hasMore: boolean } | undefined> {
  let beforeSeq: number | null = null;
  if (before) {
    const anchor = await db.maybeOne<{ seq: number }>(
      'SELECT seq FROM messages WHERE room_id = $1 AND id = $2',
      [roomId, before],
    );
    if (!anchor) return undefined;
    beforeSeq = anchor.seq;
  }
  const rows = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages m
      WHERE m.room_id = $1 AND m.deleted_at IS NULL AND ($2::bigint IS NULL OR m.seq < $2)
        AND ${notBlockedSql('$3', 'm.sender_id')}
      ORDER BY m.seq DESC LIMIT $4`,
    [roomId, beforeSeq, viewerId, limit + 1],
  );
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

export async function findSenders(db: Queryable, ids: string[]): Promise<ChatSender[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string; name: string | null; profile_photo: string | null }>(
    'SELECT id, name, profile_photo FROM users WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return rows.map((r) => ({ id: r.id, firstName: firstName(r.name), profilePhoto: r.profile_photo }));
}

/** Unread messages of the room for the person, not counting their own, deleted or blocked ones. */
export async function unreadCount(
  db: Queryable,
  roomId: string,
  userId: string,
  beforeSeq?: number,
): Promise<number> {
  const row = await db.maybeOne<{ n: number }>(
    `SELECT count(*)::int AS n FROM messages m JOIN chat_members cm ON cm.room_id = m.room_id AND cm.user_id = $2
      WHERE m.room_id = $1 AND m.seq > cm.last_read_seq AND ($3::bigint IS NULL OR m.seq < $3)
        AND m.sender_id <> $2 AND m.deleted_at IS NULL AND ${notBlockedSql('$2', 'm.sender_id')}`,
    [roomId, userId, beforeSeq ?? null],
  );
  return row?.n ?? 0;
}

export interface ChatRow extends MessageRowNullable {
  room_id: string;
  kind: ChatRoomKind;
  event_id: string | null;
  event_title: string | null;
  organization_name: string | null;
  host_id: string | null;
  other_id: string | null;
  other_name: string | null;
  other_photo: string | null;
  unread: number;
}

interface MessageRowNullable {
  id: string | null;
  seq: number | null;
  client_id: string | null;
  sender_id: string | null;
  body: string | null;
  sent_at: Date | null;
}

/** The rooms the person has opened and may still use, most recently active first. */
export async function listChats(
  db: Queryable,
  me: string,
  page: number,
): Promise<{ rows: ChatRow[]; total: number }> {
  const rows = await db.query<ChatRow & { total: number }>(
    `SELECT r.id AS room_id, r.kind, r.event_id, e.title AS event_title, o.name AS organization_name,
            o.owner_id AS host_id, other.id AS other_id, other.name AS other_name, other.profile_photo AS other_photo,
            lm.id, lm.seq, lm.client_id, lm.sender_id, lm.body, lm.sent_at,
            (SELECT count(*)::int FROM messages m2
              WHERE m2.room_id = r.id AND m2.seq > cm.last_read_seq AND m2.sender_id <> $1
                AND m2.deleted_at IS NULL AND ${notBlockedSql('$1', 'm2.sender_id')}) AS unread,
            count(*) OVER () AS total
       FROM chat_members cm
       JOIN chat_rooms r ON r.id = cm.room_id
       LEFT JOIN events e ON e.id = r.event_id
       LEFT JOIN organizations o ON o.id = e.organization_id
       LEFT JOIN users other ON r.kind <> 'event'
            AND other.id = CASE WHEN r.user_low = $1 THEN r.user_high ELSE r.user_low END
       LEFT JOIN LATERAL (
            SELECT m.id, m.seq, m.client_id, m.sender_id, m.body, m.sent_at FROM messages m
             WHERE m.room_id = r.id AND m.deleted_at IS NULL AND ${notBlockedSql('$1', 'm.sender_id')}
             ORDER BY m.seq DESC LIMIT 1) lm ON true
      WHERE cm.user_id = $1
        AND CASE WHEN r.kind = 'event' THEN e.chat_on AND e.status <> 'draft' AND ${attendsSql('r.event_id', '$1')}
                 ELSE r.closed_at IS NULL AND other.deleted_at IS NULL AND ${notBlockedSql('$1', 'other.id')} END
      ORDER BY coalesce(lm.sent_at, r.created_at) DESC, r.id
      LIMIT $2 OFFSET $3`,
    [me, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}
