import type { Queryable } from '../../db/client.ts';

export interface PromoCodeRow {
  id: string;
  event_id: string;
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  max_uses: number | null;
  used: number;
  valid_until: Date | null;
  ticket_type_ids: string[];
  created_at: Date;
}

const COLUMNS =
  'id, event_id, code, percent_off, amount_off_cents, max_uses, used, valid_until, ticket_type_ids, created_at';

export function listPromoCodes(db: Queryable, eventId: string): Promise<PromoCodeRow[]> {
  return db.query(`SELECT ${COLUMNS} FROM promo_codes WHERE event_id = $1 ORDER BY created_at, id`, [
    eventId,
  ]);
}

export interface PromoCodeValues {
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  max_uses: number | null;
  valid_until: Date | null;
  ticket_type_ids: string[];
}

export async function insertPromoCode(
  db: Queryable,
  eventId: string,
  v: PromoCodeValues,
): Promise<PromoCodeRow> {
  const row = await db.maybeOne<PromoCodeRow>(
    `INSERT INTO promo_codes (event_id, code, percent_off, amount_off_cents, max_uses, valid_until, ticket_type_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7::uuid[]) RETURNING ${COLUMNS}`,
    [eventId, v.code, v.percent_off, v.amount_off_cents, v.max_uses, v.valid_until, v.ticket_type_ids],
  );
  return row!;
}

/** Deletes the code and returns what it was; undefined when the event has no such code. */
export async function deletePromoCode(
  db: Queryable,
  eventId: string,
  id: string,
): Promise<{ code: string } | undefined> {
  return db.maybeOne('DELETE FROM promo_codes WHERE event_id = $1 AND id = $2 RETURNING code', [eventId, id]);
}

/** Ids among `ids` that are ticket types of the event. */
export async function existingTicketTypeIds(
  db: Queryable,
  eventId: string,
  ids: string[],
): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM ticket_types WHERE event_id = $1 AND id = ANY($2::uuid[])',
    [eventId, ids],
  );
  return new Set(rows.map((r) => r.id));
}
