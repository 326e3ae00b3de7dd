import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { defineJob, handleJob } from '../../jobs/job-kind.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { noticeState } from './event-fields.ts';
import { changeMessage } from './event-messages.ts';
import * as repo from './events.repository.ts';
import { eventPayload, queueGuestNotice } from './guest-notices.ts';
import { gatherChange, type NoticeState, takeDueChange } from './pending-changes.repository.ts';

const changeNotice = defineJob({ name: 'events.change-notice', payload: z.object({ eventId: z.uuid() }) });

/**
 * A host editing a live event saves step by step, and may change the time twice in a minute:
 * guests hear once. Each change of date or place pushes the notice back by
 * EVENT_CHANGE_NOTICE_SECONDS (see 0030_pending_event_changes.sql); the job due last sends one
 * message with the event as it is then, and none when the date and place are back where they
 * were. Call it in the transaction that saves the change, with the row as it was before it.
 */
export async function gatherGuestNotice(
  tx: Queryable,
  ctx: AppContext,
  before: repo.EventRow,
  now: Date,
): Promise<void> {
  const notifyAfter = new Date(now.getTime() + ctx.config.EVENT_CHANGE_NOTICE_SECONDS * 1000);
  await gatherChange(tx, before.id, noticeState(before), notifyAfter);
  await enqueue(tx, changeNotice, { eventId: before.id }, { runAt: notifyAfter });
}

const sameState = (a: NoticeState, b: NoticeState) =>
  Object.keys({ ...a, ...b }).every((key) => (a[key] ?? null) === (b[key] ?? null));

async function sendIfDue(ctx: AppContext, eventId: string, now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // The event's row lock orders this against a save gathering another change.
    const row = await repo.findEvent(tx, eventId, { forUpdate: true });
    const pending = row && (await takeDueChange(tx, eventId, now));
    // Not due: a later change pushed the notice back, and that change's job will send it.
    if (!row || !pending) return;
    // A cancelled event's guests got the cancellation instead.
    if (row.status !== 'published' || sameState(pending.before, noticeState(row))) return;
    await queueGuestNotice(
      tx,
      row,
      eventPayload(row, 'changed'),
      await changeMessage(row, ctx.config.PUBLIC_URL),
    );
  });
}

export const changeNoticeJobs = [
  handleJob(changeNotice, async ({ eventId }, { app, now }) => sendIfDue(app, eventId, now)),
];
