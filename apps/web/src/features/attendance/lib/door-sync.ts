import type { RedeemedTicket, RedeemRequest } from '@mingle/shared/schemas/tickets';
import { ApiError } from '../../../lib/api-client.ts';
import type { QueuedCheckIn } from './door-store.ts';
import { doorTime } from './scan-result.ts';

/** A check-in made offline that the server refused: someone else let the ticket in first, or it is no longer valid. */
export interface SyncConflict {
  ticketId: string;
  name: string;
  ticketTypeName: string;
  /** "Already checked in at 9:04 PM by Sam" or the server's reason. */
  message: string;
}

export interface SyncOutcome {
  synced: number;
  conflicts: SyncConflict[];
  /** The network went away again: the rest stays queued. */
  interrupted: boolean;
}

/** "Already checked in at 9:04 PM by Sam" from the server's 409 (fields redeemedAt, redeemedBy, redeemedById). */
export function alreadyInMessage(
  err: ApiError,
  myUserId: string | null,
  timeZone: string | null,
  now = new Date(),
): string {
  const at = err.fields.redeemedAt ? ` at ${doorTime(err.fields.redeemedAt, timeZone, now)}` : '';
  const by =
    err.fields.redeemedById && err.fields.redeemedById === myUserId
      ? ' by you'
      : err.fields.redeemedBy
        ? ` by ${err.fields.redeemedBy}`
        : '';
  return `Already checked in${at}${by}`;
}

/** Offline, a typed short code only matched a 20-bit prefix: the server saying no such code means a wrong one was let in. */
export const CODE_NOT_RECOGNISED = 'Code not recognised — check this guest';

function conflictMessage(
  err: ApiError,
  item: QueuedCheckIn,
  myUserId: string | null,
  timeZone: string | null,
  now: Date,
): string {
  if (err.code === 'ALREADY_REDEEMED') return alreadyInMessage(err, myUserId, timeZone, now);
  if (item.code && (err.code === 'NOT_FOUND' || err.code === 'WRONG_EVENT')) return CODE_NOT_RECOGNISED;
  return err.message;
}

/**
 * Sends the queued check-ins one by one, oldest first. The server lets each ticket in once, so a
 * ticket someone else redeemed meanwhile comes back as a conflict to show the door, and so does
 * a typed short code the server does not know (offline only its digest prefix was checked); a lost
 * network stops the run and keeps the rest for later. `done` is told of each ticket that is
 * settled (admitted or refused), so it can leave the queue at once.
 */
export async function syncQueue(
  queue: readonly QueuedCheckIn[],
  redeem: (body: RedeemRequest) => Promise<RedeemedTicket>,
  done: (ticketId: string) => Promise<unknown>,
  myUserId: string | null,
  timeZone: string | null,
  now = new Date(),
): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { synced: 0, conflicts: [], interrupted: false };
  for (const item of queue) {
    try {
      await redeem(item.code ? { code: item.code } : { ticketId: item.ticketId });
      outcome.synced += 1;
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500 || err.status === 429) {
        outcome.interrupted = true;
        break;
      }
      outcome.conflicts.push({
        ticketId: item.ticketId,
        name: item.name,
        ticketTypeName: item.ticketTypeName,
        message: conflictMessage(err, item, myUserId, timeZone, now),
      });
    }
    await done(item.ticketId);
  }
  return outcome;
}
