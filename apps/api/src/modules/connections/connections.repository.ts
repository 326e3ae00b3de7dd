import { PAGE_SIZE } from '@mingle/shared/constants';
import type { Intent } from '@mingle/shared/enums';
import type { Queryable } from '../../db/client.ts';
import type { ConnectionRowStatus } from '../../db/sql/connection-status.sql.ts';
import { notBlockedSql } from '../../db/sql/safety.sql.ts';

export interface PersonRow {
  id: string;
  name: string | null;
  profile_photo: string | null;
  intent: Intent | null;
  show_intent: boolean;
  show_in_guest_lists: boolean;
}

export async function findPerson(db: Queryable, userId: string): Promise<PersonRow | undefined> {
  return db.maybeOne<PersonRow>(
    `SELECT id, name, profile_photo, intent, show_intent, show_in_guest_lists
       FROM users WHERE id = $1 AND deleted_at IS NULL`,
    [userId],
  );
}

/**
 * Locks both people's rows in a fixed order, so two requests between the same pair (one each
 * way at the same moment) run one after the other and the second one sees the first.
 */
export async function lockPair(tx: Queryable, a: string, b: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id IN ($1, $2) ORDER BY id FOR UPDATE', [a, b]);
}

export interface PairState {
  outgoing: ConnectionRowStatus | null;
  incoming: ConnectionRowStatus | null;
}

export async function findPair(db: Queryable, me: string, other: string): Promise<PairState> {
  const rows = await db.query<{ from_user_id: string; status: ConnectionRowStatus }>(
    `SELECT from_user_id, status FROM connections
      WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1)`,
    [me, other],
  );
  return {
    outgoing: rows.find((r) => r.from_user_id === me)?.status ?? null,
    incoming: rows.find((r) => r.from_user_id === other)?.status ?? null,
  };
}

export async function insertRequest(
  tx: Queryable,
  from: string,
  to: string,
  eventId: string,
  intent: Intent | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO connections (from_user_id, to_user_id, event_id, intent) VALUES ($1, $2, $3, $4)`,
    [from, to, eventId, intent],
  );
}

export async function setPairStatus(
  tx: Queryable,
  a: string,
  b: string,
  status: 'matched' | 'unmatched',
): Promise<void> {
  await tx.query(
    `UPDATE connections SET status = $3, updated_at = now(),
            matched_at = CASE WHEN $3 = 'matched' THEN now() ELSE matched_at END
      WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1)`,
    [a, b, status],
  );
}

export async function declineRequest(tx: Queryable, from: string, to: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE connections SET status = 'declined', updated_at = now()
      WHERE from_user_id = $1 AND to_user_id = $2 AND status = 'pending' RETURNING 1`,
    [from, to],
  );
  return rows.length > 0;
}

export async function deleteRequest(tx: Queryable, from: string, to: string): Promise<void> {
  await tx.query(
    `DELETE FROM connections WHERE from_user_id = $1 AND to_user_id = $2 AND status IN ('pending', 'declined')`,
    [from, to],
  );
}

/** The event columns of a match or request row, from `events e`. */
const EVENT_COLUMNS = 'e.title AS event_title, e.starts_at AS event_starts_at';

export interface EventColumnsRow {
  event_id: string;
  event_title: string | null;
  event_starts_at: Date | null;
}

export interface MatchRow extends EventColumnsRow {
  id: string;
  name: string | null;
  profile_photo: string | null;
  room_id: string;
  matched_at: Date;
}

export async function listMatches(
  db: Queryable,
  me: string,
  page: number,
): Promise<{ rows: MatchRow[]; total: number }> {
  const rows = await db.query<MatchRow & { total: number }>(
    `SELECT u.id, u.name, u.profile_photo, r.event_id, ${EVENT_COLUMNS}, r.id AS room_id, c.matched_at,
            count(*) OVER () AS total
       FROM connections c
       JOIN users u ON u.id = c.to_user_id AND u.deleted_at IS NULL
       JOIN chat_rooms r ON r.kind = 'direct' AND r.user_low = least(c.from_user_id, c.to_user_id)
                        AND r.user_high = greatest(c.from_user_id, c.to_user_id)
       JOIN events e ON e.id = r.event_id
      WHERE c.from_user_id = $1 AND c.status = 'matched' AND ${notBlockedSql('$1', 'u.id')}
      ORDER BY c.matched_at DESC, u.id
      LIMIT $2 OFFSET $3`,
    [me, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export interface ReceivedRow extends EventColumnsRow {
  id: string;
  name: string | null;
  profile_photo: string | null;
  intent: Intent | null;
  show_intent: boolean;
  created_at: Date;
}

export async function listReceived(
  db: Queryable,
  me: string,
  page: number,
): Promise<{ rows: ReceivedRow[]; total: number }> {
  const rows = await db.query<ReceivedRow & { total: number }>(
    `SELECT u.id, u.name, u.profile_photo, c.event_id, ${EVENT_COLUMNS}, c.intent, u.show_intent, c.created_at,
            count(*) OVER () AS total
       FROM connections c
       JOIN users u ON u.id = c.from_user_id AND u.deleted_at IS NULL
       JOIN events e ON e.id = c.event_id
      WHERE c.to_user_id = $1 AND c.status = 'pending' AND ${notBlockedSql('$1', 'u.id')}
      ORDER BY c.created_at DESC, u.id
      LIMIT $2 OFFSET $3`,
    [me, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}
