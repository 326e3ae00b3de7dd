import type { TicketStatus } from '@mingle/shared/schemas/tickets';
import type { Queryable } from '../../../db/client.ts';
import { newShortCode, newTicketCode } from '../../../lib/ticket-codes.ts';
import { accessChangedOnCommit } from '../../../realtime/access-changes.ts';
import { linesOf, type ReleaseOptions, releaseLines } from '../inventory.ts';
import { emit } from './lifecycle.ts';
import * as rows from './ticket-rows.repository.ts';
import * as repo from './ticket-status.repository.ts';

/* The ticket transitions of lifecycle.ts; each runs in its caller's transaction. */

export type { ChangedTicket, DoorRef, VoidScope } from './ticket-status.repository.ts';

/** Changed tickets of one order go back to inventory (and to the waitlist); their holders are told. */
async function giveBack(tx: Queryable, changed: readonly repo.ChangedTicket[], options: ReleaseOptions) {
  const orderId = changed[0]?.order_id;
  if (!orderId) return;
  await releaseLines(tx, orderId, linesOf(changed), options);
  await accessChangedOnCommit(
    tx,
    changed.map((t) => t.holder_id),
  );
}

const holdersOf = (changed: readonly repo.ChangedTicket[]) =>
  [...new Set(changed.map((t) => t.holder_id))].filter((id): id is string => id !== null);

/**
 * from → void for the tickets of `scope` (one order's, or one ticket its holder gives back):
 * their codes stop working at the door and they go back to inventory. Answers the tickets it
 * voided (none when another request voided them first).
 */
export async function voidTickets(
  tx: Queryable,
  scope: repo.VoidScope,
  from: readonly TicketStatus[],
  options: ReleaseOptions,
): Promise<repo.ChangedTicket[]> {
  const voided = await repo.voidTickets(tx, scope, from);
  if (voided.length === 0) return voided;
  await giveBack(tx, voided, options);
  await emit(tx, { type: 'tickets.voided', holderIds: holdersOf(voided) });
  return voided;
}

/**
 * valid or redeemed → refunded, for the tickets of one order still held by whoever held each
 * when the refund was asked for; they go back to inventory. Answers the tickets it refunded.
 */
export async function refundTickets(
  tx: Queryable,
  orderId: string,
  tickets: readonly { id: string; holderId: string | null }[],
  options: ReleaseOptions,
): Promise<repo.ChangedTicket[]> {
  if (tickets.length === 0) return [];
  const refunded = await repo.refundTickets(tx, orderId, tickets);
  if (refunded.length === 0) return refunded;
  await giveBack(tx, refunded, options);
  await emit(tx, { type: 'tickets.refunded', orderId, holderIds: holdersOf(refunded) });
  return refunded;
}

/** valid → redeemed at the door; undefined when `ref` is not a valid ticket of the event. */
export async function redeemTicket(q: Queryable, ref: repo.DoorRef, eventId: string, hostId: string) {
  const redeemed = await repo.redeemAtDoor(q, ref, eventId, hostId);
  if (redeemed) await emit(q, { type: 'ticket.redeemed', ticketId: redeemed.id, eventId });
  return redeemed;
}

/**
 * A valid ticket's share link is claimed: it moves to `userId` with a new code and short code,
 * so the QR the previous holder still has stops working. Undefined when the link is spent
 * (claimed, revoked, the ticket used): one claim wins however many race.
 */
export async function changeTicketHolder(
  tx: Queryable,
  claim: { shareHash: string; userId: string; eventId: string; previousHolderId: string | null },
): Promise<{ id: string } | undefined> {
  const claimed = await rows.claimSharedTicket(
    tx,
    claim.shareHash,
    claim.userId,
    newTicketCode(),
    await freeShortCode(tx, claim.eventId),
  );
  if (!claimed) return undefined;
  await accessChangedOnCommit(tx, [claim.previousHolderId]);
  await emit(tx, {
    type: 'ticket.holder-changed',
    ticketId: claimed.id,
    eventId: claim.eventId,
    holderIds: claim.previousHolderId ? [claim.previousHolderId] : [],
  });
  return claimed;
}

/** A short code no other ticket of the event has; the unique index still guards the rare race. */
async function freeShortCode(q: Queryable, eventId: string): Promise<string> {
  for (;;) {
    const code = newShortCode();
    if (!(await rows.shortCodeTaken(q, eventId, code))) return code;
  }
}

/** Fresh codes for `count` tickets, for a payment that writes them in its own statement. */
export function drawTicketCodes(count: number): { codes: string[]; shortCodes: string[] } {
  return {
    codes: Array.from({ length: count }, newTicketCode),
    shortCodes: Array.from({ length: count }, newShortCode),
  };
}

/** Writes the tickets a payment's own statement could not (a short code clashed): codes drawn again. */
export function issueTicketUnits(tx: Queryable, orderId: string, units: rows.TicketUnit[]): Promise<void> {
  return rows.writeTicketUnits(tx, orderId, units);
}

/** A valid ticket's holder opens a share link (only its hash is kept); false when it is not theirs or not valid. */
export function openShare(q: Queryable, ticketId: string, holderId: string, hash: string, now: Date) {
  return rows.setShareToken(q, ticketId, holderId, hash, now);
}

/** The holder's unclaimed share link stops working. */
export function closeShare(q: Queryable, ticketId: string, holderId: string): Promise<void> {
  return rows.clearShareToken(q, ticketId, holderId);
}
