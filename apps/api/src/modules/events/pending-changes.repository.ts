import type { Queryable } from '../../db/client.ts';

/** An event's date and place as guests were last told them (dates as ISO strings). */
export type NoticeState = Record<string, string | null>;

/**
 * Starts a run of changes with the state before its first one, or pushes back the notice of a
 * run already open (whose `before` stays).
 */
export async function gatherChange(
  tx: Queryable,
  eventId: string,
  before: NoticeState,
  notifyAfter: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO pending_event_changes (event_id, before, notify_after) VALUES ($1, $2, $3)
     ON CONFLICT (event_id) DO UPDATE SET notify_after = excluded.notify_after`,
    [eventId, JSON.stringify(before), notifyAfter],
  );
}

/** Takes the event's run of changes when it is due (none yet, or not due: undefined). */
export function takeDueChange(tx: Queryable, eventId: string, now: Date) {
  return tx.maybeOne<{ before: NoticeState }>(
    `DELETE FROM pending_event_changes WHERE event_id = $1 AND notify_after <= $2 RETURNING before`,
    [eventId, now],
  );
}
