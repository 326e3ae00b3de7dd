import type { Queryable } from '../../db/client.ts';
import { releaseTickets } from './inventory.repository.ts';
import { lockEventOfOrder, orderLines } from './order-release.repository.ts';
import { offerReleasedTickets } from './waitlist-offers.ts';

export interface ReleaseOptions {
  claimMinutes: number;
  now: Date;
}

/**
 * Returns tickets of an order to inventory and offers them to the waitlist, in the caller's
 * transaction. Locks go event row first, then ticket types in id order, as checkout takes them
 * (a waitlist offer takes a place, which locks the event), so the two never deadlock.
 */
export async function releaseLines(
  tx: Queryable,
  orderId: string,
  lines: readonly { ticket_type_id: string; quantity: number }[],
  options: ReleaseOptions,
): Promise<void> {
  if (lines.length === 0) return;
  await lockEventOfOrder(tx, orderId);
  // Ticket types in id order (uuid order is the order of their lower-case text).
  const sorted = [...lines].sort((a, b) => (a.ticket_type_id < b.ticket_type_id ? -1 : 1));
  for (const item of sorted) {
    await releaseTickets(tx, item.ticket_type_id, item.quantity);
    await offerReleasedTickets(tx, options, item.ticket_type_id, item.quantity);
  }
}

/** Every line of an order that never became tickets (it expired or was refunded unpaid). */
export async function releaseOrder(tx: Queryable, orderId: string, options: ReleaseOptions): Promise<void> {
  await releaseLines(tx, orderId, await orderLines(tx, orderId), options);
}

/** Lines (ticket type, how many) of some changed tickets. */
export function linesOf(tickets: readonly { ticket_type_id: string }[]) {
  const lines = new Map<string, number>();
  for (const t of tickets) lines.set(t.ticket_type_id, (lines.get(t.ticket_type_id) ?? 0) + 1);
  return [...lines].map(([ticket_type_id, quantity]) => ({ ticket_type_id, quantity }));
}
