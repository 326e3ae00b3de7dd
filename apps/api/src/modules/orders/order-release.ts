import type { Db, Queryable } from '../../db/client.ts';
import type { ReleaseOptions } from './inventory.ts';
import { expirePendingOrder } from './lifecycle/order-transitions.ts';
import { voidTickets } from './lifecycle/ticket-transitions.ts';
import * as repo from './order-release.repository.ts';

/**
 * Expires an unpaid order whose hold has ended, in its own transaction (the lifecycle's
 * expirePendingOrder says what that releases). False when the order was not expirable.
 */
export function expireOrder(db: Db, orderId: string, options: ReleaseOptions): Promise<boolean> {
  return db.transaction((tx) => expirePendingOrder(tx, orderId, options));
}

/** Expires every order whose hold has ended: the periodic safety net behind the per-order jobs. */
export async function expireDueOrders(db: Db, options: ReleaseOptions): Promise<number> {
  const due = await repo.dueOrders(db, options.now);
  let count = 0;
  for (const order of due) if (await expireOrder(db, order.id, options)) count += 1;
  return count;
}

/**
 * A waitlist offer given up (its person left the line): the hold of its pending order ends now
 * and the order expires, so the ticket goes to the next person in line.
 */
export async function giveUpOffer(db: Db, orderId: string, options: ReleaseOptions): Promise<void> {
  await repo.endHold(db, orderId, options.now);
  await expireOrder(db, orderId, options);
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
  const voided = await voidTickets(tx, { ticketId, holderId }, ['valid'], options);
  return voided.length > 0;
}
