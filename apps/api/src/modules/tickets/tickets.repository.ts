import { PAGE_SIZE } from '@mingle/shared/constants';
import type { TicketsTab } from '@mingle/shared/schemas/tickets';
import type { Queryable } from '../../db/client.ts';
import { TICKET_VIEW_SELECT, type TicketViewRow } from '../../db/sql/ticket-view.sql.ts';

export function ticketById(q: Queryable, ticketId: string): Promise<TicketViewRow | undefined> {
  return q.maybeOne<TicketViewRow>(`${TICKET_VIEW_SELECT} WHERE t.id = $1`, [ticketId]);
}

export function ticketByShareHash(q: Queryable, hash: string): Promise<TicketViewRow | undefined> {
  return q.maybeOne<TicketViewRow>(`${TICKET_VIEW_SELECT} WHERE t.share_token_hash = $1`, [hash]);
}

const ENDED = 'COALESCE(e.ends_at, e.starts_at) <= $2';
const HELD_FILTER: Record<TicketsTab, string> = {
  upcoming: `AND t.status IN ('valid', 'redeemed') AND NOT (${ENDED}) AND e.status <> 'cancelled'`,
  past: `AND (${ENDED} OR e.status = 'cancelled')`,
  all: 'AND $2::timestamptz IS NOT NULL',
};
const HELD_ORDER: Record<TicketsTab, string> = {
  upcoming: 'e.starts_at, t.id',
  past: 'e.starts_at DESC, t.id',
  all: 't.created_at DESC, t.id',
};

/** One page of the tickets a person holds, and how many there are in the tab. */
export async function heldTickets(
  q: Queryable,
  userId: string,
  tab: TicketsTab,
  now: Date,
  offset: number,
): Promise<{ rows: TicketViewRow[]; total: number }> {
  const filter = HELD_FILTER[tab];
  const [rows, count] = await Promise.all([
    q.query<TicketViewRow>(
      `${TICKET_VIEW_SELECT} WHERE t.holder_id = $1 ${filter} ORDER BY ${HELD_ORDER[tab]} LIMIT ${PAGE_SIZE} OFFSET $3`,
      [userId, now, offset],
    ),
    q.maybeOne<{ n: number }>(
      `SELECT count(*)::int AS n FROM tickets t JOIN events e ON e.id = t.event_id WHERE t.holder_id = $1 ${filter}`,
      [userId, now],
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}
