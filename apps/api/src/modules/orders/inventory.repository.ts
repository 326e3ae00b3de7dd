import type { Queryable } from '../../db/client.ts';
import type { PromoCodeRow, TicketTypeRow } from '../events/index.ts';

/*
 * What is left to sell: ticket types' `sold` and promo codes' `used` counters. The events module
 * writes the rest of those rows; these counters are written here and by the checkout statement
 * (orders.repository.ts), which claims and places an order in one round trip. Every claim is
 * one conditional UPDATE, so two buyers never both take the last one.
 */

export interface SaleEventRow {
  id: string;
  status: string;
  title: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  organization_id: string;
  owner_id: string;
}

/** A promo code as checkout reads it: the events module's row, less what checkout never reads. */
export type PromoRow = Omit<PromoCodeRow, 'event_id' | 'created_at'>;

/** The event and the asked-for ticket types of it, in one round trip. */
export async function loadSale(
  q: Queryable,
  eventId: string,
  ids: string[],
): Promise<{ event: SaleEventRow | undefined; ticketTypes: TicketTypeRow[] }> {
  const rows = await q.query<SaleEventRow & { tt: TicketTypeRow | null } & Record<string, unknown>>(
    `SELECT e.id, e.status, e.title, e.starts_at, e.ends_at, e.organization_id, o.owner_id,
            tt.id AS tt_id, tt.name AS tt_name, tt.price_cents, tt.currency, tt.quantity, tt.sold,
            tt.sales_start, tt.sales_end, tt.max_per_order, tt.taxable
       FROM events e JOIN organizations o ON o.id = e.organization_id
       LEFT JOIN ticket_types tt ON tt.event_id = e.id AND tt.id = ANY($2::uuid[])
      WHERE e.id = $1`,
    [eventId, ids],
  );
  const first = rows[0];
  if (!first) return { event: undefined, ticketTypes: [] };
  const event: SaleEventRow = {
    id: first.id,
    status: first.status,
    title: first.title,
    starts_at: first.starts_at,
    ends_at: first.ends_at,
    organization_id: first.organization_id,
    owner_id: first.owner_id,
  };
  const ticketTypes = rows
    .filter((r) => r.tt_id !== null)
    .map(
      (r): TicketTypeRow => ({
        id: r.tt_id as string,
        event_id: first.id,
        name: r.tt_name as string,
        price_cents: r.price_cents as number,
        currency: r.currency as string,
        quantity: r.quantity as number,
        sold: r.sold as number,
        sales_start: r.sales_start as Date | null,
        sales_end: r.sales_end as Date | null,
        max_per_order: r.max_per_order as number | null,
        taxable: r.taxable as boolean,
      }),
    );
  return { event, ticketTypes };
}

export function findPromo(q: Queryable, eventId: string, code: string): Promise<PromoRow | undefined> {
  return q.maybeOne<PromoRow>(
    `SELECT id, code, percent_off, amount_off_cents, max_uses, used, valid_until, ticket_type_ids
       FROM promo_codes WHERE event_id = $1 AND upper(code) = upper($2)`,
    [eventId, code],
  );
}

/**
 * Claims tickets in the transaction that creates the order: one conditional UPDATE, so two
 * buyers can never both take the last ticket. False when too few are left.
 */
export async function claimTickets(q: Queryable, ticketTypeId: string, quantity: number): Promise<boolean> {
  const row = await q.maybeOne(
    'UPDATE ticket_types SET sold = sold + $2 WHERE id = $1 AND sold + $2 <= quantity RETURNING id',
    [ticketTypeId, quantity],
  );
  return row !== undefined;
}

/** Gives tickets back; the guard keeps `sold` from going below zero whatever happens. */
export async function releaseTickets(q: Queryable, ticketTypeId: string, quantity: number): Promise<void> {
  await q.query('UPDATE ticket_types SET sold = sold - $2 WHERE id = $1 AND sold >= $2', [
    ticketTypeId,
    quantity,
  ]);
}

export async function claimPromoUse(q: Queryable, promoId: string): Promise<boolean> {
  const row = await q.maybeOne(
    'UPDATE promo_codes SET used = used + 1 WHERE id = $1 AND (max_uses IS NULL OR used < max_uses) RETURNING id',
    [promoId],
  );
  return row !== undefined;
}

export async function releasePromoUse(q: Queryable, promoId: string): Promise<void> {
  await q.query('UPDATE promo_codes SET used = used - 1 WHERE id = $1 AND used > 0', [promoId]);
}

/** Counts a promo use even past its limit (the buyer already paid the promo price). */
export async function countPromoUse(tx: Queryable, promoId: string): Promise<void> {
  await tx.query('UPDATE promo_codes SET used = used + 1 WHERE id = $1', [promoId]);
}

export async function ticketsLeft(q: Queryable, ticketTypeId: string): Promise<number> {
  const row = await q.maybeOne<{ left: number }>(
    'SELECT quantity - sold AS left FROM ticket_types WHERE id = $1',
    [ticketTypeId],
  );
  return row?.left ?? 0;
}
