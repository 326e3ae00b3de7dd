import type { Db, Queryable } from '../../db/client.ts';
import { accessChangedOnCommit } from '../../realtime/access-changes.ts';
import * as repo from './order-release.repository.ts';
import { releasePromoUse, releaseTickets } from './orders.repository.ts';
import { offerReleasedTickets } from './waitlist-offers.ts';

export interface ReleaseOptions {
  claimMinutes: number;
  now: Date;
}

/**
 * Returns an order's tickets to inventory and offers them to the waitlist, in the caller's
 * transaction. Locks go event row first, then ticket types in id order, as checkout takes them
 * (a waitlist offer takes a place, which locks the event), so the two never deadlock.
 */
export async function releaseOrderInventory(
  tx: Queryable,
  orderId: string,
  options: ReleaseOptions,
): Promise<void> {
  // Holders of the order's tickets (refunded or void now) may lose the event chat.
  const holders = await repo.ticketHoldersOfOrder(tx, orderId);
  await accessChangedOnCommit(tx, holders);
  await releaseLines(tx, orderId, await repo.orderLines(tx, orderId), options);
}

/**
 * Returns some tickets of an order to inventory (a refund of part of it), in the caller's
 * transaction, with the same lock order as releaseOrderInventory. The caller tells the holders'
 * sockets once it commits.
 */
export async function releaseLines(
  tx: Queryable,
  orderId: string,
  lines: readonly { ticket_type_id: string; quantity: number }[],
  options: ReleaseOptions,
): Promise<void> {
  await repo.lockEventOfOrder(tx, orderId);
  // Ticket types in id order (uuid order is the order of their lower-case text).
  const sorted = [...lines].sort((a, b) => (a.ticket_type_id < b.ticket_type_id ? -1 : 1));
  for (const item of sorted) {
    await releaseTickets(tx, item.ticket_type_id, item.quantity);
    await offerReleasedTickets(tx, options, item.ticket_type_id, item.quantity);
  }
}

/**
 * Expires an unpaid order whose hold has ended and releases its tickets and promo use. The
 * status change guards the release, so it happens exactly once however many callers race
 * (the expiry job, the sweep, a late payment). False when the order was not expirable.
 */
export function expireOrder(db: Db, orderId: string, options: ReleaseOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const expired = await repo.markExpired(tx, orderId, options.now);
    if (!expired) return false;
    await repo.expireOffer(tx, orderId);
    await releaseOrderInventory(tx, orderId, options);
    if (expired.promo_code_id) await releasePromoUse(tx, expired.promo_code_id);
    return true;
  });
}

/** Expires every order whose hold has ended: the periodic safety net behind the per-order jobs. */
export async function expireDueOrders(db: Db, options: ReleaseOptions): Promise<number> {
  const due = await repo.dueOrders(db, options.now);
  let count = 0;
  for (const order of due) if (await expireOrder(db, order.id, options)) count += 1;
  return count;
}

/**
 * A Yes RSVP's free ticket goes back when the guest answers Maybe or No: void (its code stops
 * working at the door), returned to inventory and offered to the waitlist. False when the
 * ticket is no longer the guest's to give back (shared on, used at the door).
 */
export async function giveBackTicket(
  tx: Queryable,
  ticketId: string,
  holderId: string,
  options: ReleaseOptions,
): Promise<boolean> {
  const ticket = await repo.voidHeldTicket(tx, ticketId, holderId);
  if (!ticket) return false;
  await releaseTickets(tx, ticket.ticket_type_id, 1);
  await offerReleasedTickets(tx, options, ticket.ticket_type_id, 1);
  return true;
}
