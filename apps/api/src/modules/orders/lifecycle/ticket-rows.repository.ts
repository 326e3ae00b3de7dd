import type { Queryable } from '../../../db/client.ts';
import { newShortCode, newTicketCode } from '../../../lib/ticket-codes.ts';

/*
 * Writes to ticket rows other than a status change: a paid order's tickets, and a ticket's
 * share link and holder. Only lifecycle/ imports this file.
 */

/** A clash of short codes in one event is rare (~n in 850 billion); each clash draws again, at most this often. */
const SHORT_CODE_DRAWS = 5;

/** One ticket to write: what the order bought of a ticket type, and for whom. */
export interface TicketUnit {
  ticket_type_id: string;
  price: number;
  event_id: string;
  buyer_id: string | null;
}

/**
 * Writes one ticket per unit, held by the buyer, each with its own code and short code. A short
 * code already used in the event (or drawn twice here) skips that row without aborting the
 * transaction, and the row is written again with a new draw.
 */
export async function writeTicketUnits(tx: Queryable, orderId: string, units: TicketUnit[]): Promise<void> {
  let pending = units;
  for (let draw = 0; pending.length > 0; draw += 1) {
    if (draw === SHORT_CODE_DRAWS) throw new Error('Could not draw unique short ticket codes');
    const values: unknown[] = [orderId];
    const rows: string[] = [];
    const drawn = pending.map((item) => {
      const shortCode = newShortCode();
      const p = values.length + 1;
      values.push(item.event_id, item.ticket_type_id, item.buyer_id, newTicketCode(), shortCode, item.price);
      rows.push(`($1, $${p}, $${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5})`);
      return { item, shortCode };
    });
    const written = await tx.query<{ short_code: string }>(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, short_code, price_paid_cents)
       VALUES ${rows.join(', ')} ON CONFLICT DO NOTHING RETURNING short_code`,
      values,
    );
    const done = new Set(written.map((w) => w.short_code));
    pending = drawn.filter((d) => !done.delete(d.shortCode)).map((d) => d.item);
  }
}

export async function setShareToken(
  q: Queryable,
  ticketId: string,
  holderId: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const row = await q.maybeOne(
    `UPDATE tickets SET share_token_hash = $3, share_created_at = $4, updated_at = now()
      WHERE id = $1 AND holder_id = $2 AND status = 'valid' RETURNING id`,
    [ticketId, holderId, hash, now],
  );
  return row !== undefined;
}

export async function clearShareToken(q: Queryable, ticketId: string, holderId: string): Promise<void> {
  await q.query(
    `UPDATE tickets SET share_token_hash = NULL, share_created_at = NULL, updated_at = now() WHERE id = $1 AND holder_id = $2`,
    [ticketId, holderId],
  );
}

/** Moves a shared ticket to its claimant with a new code and short code; undefined when the link is spent. */
export function claimSharedTicket(
  q: Queryable,
  hash: string,
  userId: string,
  code: string,
  shortCode: string,
) {
  return q.maybeOne<{ id: string }>(
    `UPDATE tickets SET holder_id = $2, code = $3, short_code = $4, share_token_hash = NULL, share_created_at = NULL, updated_at = now()
      WHERE share_token_hash = $1 AND status = 'valid' RETURNING id`,
    [hash, userId, code, shortCode],
  );
}

export async function shortCodeTaken(q: Queryable, eventId: string, shortCode: string): Promise<boolean> {
  const row = await q.maybeOne('SELECT 1 FROM tickets WHERE event_id = $1 AND short_code = $2', [
    eventId,
    shortCode,
  ]);
  return row !== undefined;
}
