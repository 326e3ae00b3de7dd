import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { Queryable } from '../db/client.ts';
import { defineJob, handleJob } from '../jobs/job-kind.ts';
import { enqueue } from '../jobs/job-queue.ts';
import { publishAccessChanged, publishRoomAccessChanged } from './channels.ts';

/**
 * Access to a room is checked on join and send; these keep open sockets honest in between.
 * Whatever may take someone's access away (a refund, a ticket claimed by another, an RSVP
 * changed to No, a declined request, a block) calls one of them after its change, and every
 * server re-checks the rooms that person's sockets joined (the hub drops the ones now refused).
 */

/** Call after the change has committed. A failed publish only costs the live drop. */
export async function accessChanged(ctx: AppContext, userIds: readonly (string | null)[]): Promise<void> {
  const unique = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  await Promise.all(
    unique.map((id) => publishAccessChanged(ctx.providers.pubsub, id).catch(() => undefined)),
  );
}

/** Call after a change that may refuse everyone in the room (the event chat turned off). */
export async function roomAccessChanged(ctx: AppContext, roomId: string): Promise<void> {
  await publishRoomAccessChanged(ctx.providers.pubsub, roomId).catch(() => undefined);
}

const accessChangedJob = defineJob({
  name: 'realtime.access-changed',
  payload: z.object({ userIds: z.array(z.uuid()).max(10_000) }),
});

/** Inside a transaction whose commit may take access away: published by a job once it commits. */
export async function accessChangedOnCommit(
  tx: Queryable,
  userIds: readonly (string | null)[],
): Promise<void> {
  const unique = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (unique.length > 0) await enqueue(tx, accessChangedJob, { userIds: unique });
}

/** The realtime module registers this job; accessChangedOnCommit enqueues it. */
export const accessChangedJobs = [
  handleJob(accessChangedJob, async ({ userIds }, { app }) => accessChanged(app, userIds)),
];
