import { type Order, SANDBOX_CARDS } from '@mingle/shared/schemas/orders';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { call } from './helpers.ts';
import { type SeededUser, seedUser } from './seed-users.ts';

/** Test data for checkout, tickets and refunds, written straight to the tables. */

// One way to seed a user for every test (seed-users.ts); re-exported so checkout tests import one kit.
export { type SeededUser, seedUser };

/**
 * Gives a seeded person the gender and intent that guest lists and connecting ask for
 * (set-up no longer does; without them those calls answer 403 SOCIAL_PROFILE_NEEDED).
 */
export async function answerSocialQuestions(db: Db, userId: string): Promise<void> {
  await db.query(`UPDATE users SET gender = 'Woman', intent = 'Friendship' WHERE id = $1`, [userId]);
}

export interface TicketTypeSeed {
  name?: string;
  priceCents?: number;
  currency?: string;
  quantity?: number;
  sold?: number;
  salesStart?: Date | null;
  salesEnd?: Date | null;
  maxPerOrder?: number | null;
}

export interface SeededEvent {
  eventId: string;
  organizationId: string;
  host: SeededUser;
  ticketTypeIds: string[];
}

const DAY = 24 * 60 * 60 * 1000;

export async function seedEvent(
  db: Db,
  options: {
    host?: SeededUser;
    status?: 'draft' | 'published' | 'cancelled';
    startsAt?: Date;
    endsAt?: Date;
    title?: string;
    ticketTypes?: TicketTypeSeed[];
  } = {},
): Promise<SeededEvent> {
  const host = options.host ?? (await seedUser(db, { name: 'Hana Host' }));
  const org =
    (await db.maybeOne<{ id: string }>('SELECT id FROM organizations WHERE owner_id = $1', [host.userId])) ??
    (await db.maybeOne<{ id: string }>(
      `INSERT INTO organizations (owner_id, name) VALUES ($1, 'Hana Events') RETURNING id`,
      [host.userId],
    ));
  const startsAt = options.startsAt ?? new Date(Date.now() + 7 * DAY);
  const endsAt = options.endsAt ?? new Date(startsAt.getTime() + 3 * 60 * 60 * 1000);
  const status = options.status ?? 'published';
  const event = await db.maybeOne<{ id: string }>(
    `INSERT INTO events (organization_id, status, title, starts_at, ends_at, time_zone, venue_name, address, city,
                         published_at, cancelled_at)
     VALUES ($1, $2, $3, $4, $5, 'Europe/Berlin', 'Club', '1 Main St', 'Berlin',
             CASE WHEN $2 <> 'draft' THEN now() END, CASE WHEN $2 = 'cancelled' THEN now() END)
     RETURNING id`,
    [org!.id, status, options.title ?? 'Summer Party', startsAt, endsAt],
  );
  const ticketTypeIds: string[] = [];
  for (const [i, tt] of (options.ticketTypes ?? [{}]).entries()) {
    const row = await db.maybeOne<{ id: string }>(
      `INSERT INTO ticket_types (event_id, name, price_cents, currency, quantity, sold, sales_start, sales_end, max_per_order,
                                 created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10)) RETURNING id`,
      [
        event!.id,
        tt.name ?? `Type ${i + 1}`,
        tt.priceCents ?? 2500,
        tt.currency ?? 'USD',
        tt.quantity ?? 100,
        tt.sold ?? 0,
        tt.salesStart ?? null,
        tt.salesEnd ?? null,
        tt.maxPerOrder ?? null,
        i,
      ],
    );
    ticketTypeIds.push(row!.id);
  }
  return { eventId: event!.id, organizationId: org!.id, host, ticketTypeIds };
}

export async function seedPromo(
  db: Db,
  eventId: string,
  promo: {
    code: string;
    percentOff?: number;
    amountOffCents?: number;
    maxUses?: number | null;
    used?: number;
    validUntil?: Date | null;
    ticketTypeIds?: string[];
  },
): Promise<string> {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO promo_codes (event_id, code, percent_off, amount_off_cents, max_uses, used, valid_until, ticket_type_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::uuid[]) RETURNING id`,
    [
      eventId,
      promo.code,
      promo.percentOff ?? null,
      promo.amountOffCents ?? null,
      promo.maxUses ?? null,
      promo.used ?? 0,
      promo.validUntil ?? null,
      promo.ticketTypeIds ?? [],
    ],
  );
  return row!.id;
}

export interface Item {
  ticketTypeId: string;
  quantity: number;
}

export function placeOrder(
  app: FastifyInstance,
  token: string,
  eventId: string,
  items: Item[],
  options: { promoCode?: string; idempotencyKey?: string } = {},
) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/events/${eventId}/orders`,
    token,
    payload: { items, ...(options.promoCode ? { promoCode: options.promoCode } : {}) },
    headers: options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
  });
}

export function pay(
  app: FastifyInstance,
  token: string,
  orderId: string,
  cardNumber: string | undefined = SANDBOX_CARDS.succeeds,
  idempotencyKey?: string,
) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/orders/${orderId}/pay`,
    token,
    payload: cardNumber ? { cardNumber } : {},
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

/** Places and pays an order with the sandbox card; returns the paid order. */
export async function buyTickets(
  app: FastifyInstance,
  token: string,
  eventId: string,
  items: Item[],
): Promise<Order> {
  const placed = await placeOrder(app, token, eventId, items);
  if (placed.status !== 200) throw new Error(`order failed: ${JSON.stringify(placed.body)}`);
  if (placed.body.data.status === 'paid') return placed.body.data;
  const paid = await pay(app, token, placed.body.data.id);
  if (paid.status !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return paid.body.data;
}

export async function soldCount(db: Db, ticketTypeId: string): Promise<number> {
  const row = await db.maybeOne<{ sold: number }>('SELECT sold FROM ticket_types WHERE id = $1', [
    ticketTypeId,
  ]);
  return row!.sold;
}

export const HOUR = 60 * 60 * 1000;
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
