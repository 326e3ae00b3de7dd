import type { Queryable } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';

export interface TicketTypeRow {
  id: string;
  event_id: string;
  name: string;
  price_cents: number;
  currency: string;
  quantity: number;
  sold: number;
  sales_start: Date | null;
  sales_end: Date | null;
  max_per_order: number | null;
  taxable: boolean;
}

const COLUMNS =
  'id, event_id, name, price_cents, currency, quantity, sold, sales_start, sales_end, max_per_order, taxable';

export function listTicketTypes(db: Queryable, eventId: string): Promise<TicketTypeRow[]> {
  return db.query(`SELECT ${COLUMNS} FROM ticket_types WHERE event_id = $1 ORDER BY created_at, id`, [
    eventId,
  ]);
}

export function findTicketType(
  db: Queryable,
  eventId: string,
  id: string,
): Promise<TicketTypeRow | undefined> {
  return db.maybeOne(`SELECT ${COLUMNS} FROM ticket_types WHERE event_id = $1 AND id = $2`, [eventId, id]);
}

export interface TicketTypeValues {
  name: string;
  price_cents: number;
  currency: string;
  quantity: number;
  sales_start: Date | null;
  sales_end: Date | null;
  max_per_order: number | null;
  /** The event's tax applies to it (DESIGN §2 Taxes). */
  taxable: boolean;
}

/** The values, in column order, that both the insert and the update bind from $3. */
function valueParams(v: TicketTypeValues): unknown[] {
  return [
    v.name,
    v.price_cents,
    v.currency,
    v.quantity,
    v.sales_start,
    v.sales_end,
    v.max_per_order,
    v.taxable,
  ];
}

export async function insertTicketType(
  db: Queryable,
  eventId: string,
  v: TicketTypeValues,
  id?: string,
): Promise<string> {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO ticket_types (id, event_id, name, price_cents, currency, quantity, sales_start, sales_end, max_per_order, taxable)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [id ?? null, eventId, ...valueParams(v)],
  );
  await refreshMinPrice(db, eventId);
  return row!.id;
}

export async function updateTicketType(
  db: Queryable,
  eventId: string,
  id: string,
  v: TicketTypeValues,
): Promise<void> {
  await db.query(
    `UPDATE ticket_types SET name = $3, price_cents = $4, currency = $5, quantity = $6, sales_start = $7,
            sales_end = $8, max_per_order = $9, taxable = $10
      WHERE event_id = $1 AND id = $2`,
    [eventId, id, ...valueParams(v)],
  );
  await refreshMinPrice(db, eventId);
}

/** Any order, even an expired or refunded one, names this ticket type (orders are kept for accounting). */
export async function isTicketTypeOrdered(db: Queryable, id: string): Promise<boolean> {
  return Boolean(await db.maybeOne('SELECT 1 FROM order_items WHERE ticket_type_id = $1 LIMIT 1', [id]));
}

/** Deletes only while nothing is sold or ordered; false when an order got there first. */
export async function deleteUnsoldTicketType(db: Queryable, eventId: string, id: string): Promise<boolean> {
  let deleted: unknown[];
  try {
    deleted = await db.query(
      `DELETE FROM ticket_types WHERE event_id = $1 AND id = $2 AND sold = 0
          AND NOT EXISTS (SELECT 1 FROM order_items WHERE ticket_type_id = $2) RETURNING id`,
      [eventId, id],
    );
  } catch (err) {
    if (isForeignKeyViolation(err)) return false;
    throw err;
  }
  if (deleted.length === 0) return false;
  await db.query(
    'UPDATE promo_codes SET ticket_type_ids = array_remove(ticket_type_ids, $2::uuid) WHERE event_id = $1',
    [eventId, id],
  );
  await refreshMinPrice(db, eventId);
  return true;
}

/** Discover sorts by the cheapest ticket: kept on the event so the sort uses an index. */
export async function refreshMinPrice(db: Queryable, eventId: string): Promise<void> {
  await db.query(
    `UPDATE events SET min_price_cents = t.min_price, currency = t.currency
       FROM (SELECT min(price_cents) AS min_price, min(currency) AS currency FROM ticket_types WHERE event_id = $1) t
      WHERE id = $1`,
    [eventId],
  );
}

export async function countTicketTypes(q: Queryable, eventId: string): Promise<number> {
  const row = await q.maybeOne<{ n: number }>(
    'SELECT count(*)::int AS n FROM ticket_types WHERE event_id = $1',
    [eventId],
  );
  return row!.n;
}
