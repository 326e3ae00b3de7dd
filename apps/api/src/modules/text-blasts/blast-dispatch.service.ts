import { PAGE_SIZE } from '@mingle/shared/constants';
import type {
  Blast,
  BlastSegment,
  RecipientStatus,
  RecipientsPage,
} from '@mingle/shared/schemas/text-blasts';
import type { AppContext } from '../../app-context.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { AppError, RetryLaterError } from '../../lib/app-error.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import { recordActivity } from '../teams/index.ts';
import { resolveAudience } from './audience.ts';
import { blastSendJob } from './blast-job-kinds.ts';
import { checkLength, ownBlast, requireDraft } from './blast-rules.ts';
import { blastView } from './blast-view.ts';
import * as repo from './text-blasts.repository.ts';

/* A draft on its way out: sent (now or at a time), called off, and followed recipient by recipient. */

export const BLASTS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The 429 says when the next blast may go, in Retry-After and in fields.nextAllowedAt. */
function blastLimit(nextAllowedAt: Date, now: Date): RetryLaterError {
  const at = nextAllowedAt.toISOString();
  return new RetryLaterError(
    `At most ${BLASTS_PER_DAY} blasts a day; the next can go at ${at}`,
    (nextAllowedAt.getTime() - now.getTime()) / 1000,
    { nextAllowedAt: at },
  );
}

/**
 * Sends a draft: fixes its recipients now (people who join later are not added), counts it
 * against the organization's daily limit and hands it to the background sender, at once or
 * at `scheduledAt`.
 */
export async function sendBlast(
  ctx: AppContext,
  userId: string,
  blastId: string,
  scheduledAt: Date | null,
  now: Date,
): Promise<Blast> {
  if (scheduledAt && scheduledAt.getTime() <= now.getTime()) scheduledAt = null;
  const lease = ctx.config.BLAST_SEND_LEASE_SECONDS;
  await ctx.db.transaction(async (tx) => {
    const blast = await ownBlast(tx, userId, blastId, true);
    requireDraft(blast);
    checkLength(blast.body, blast.organization_name);
    await repo.lockOrganization(tx, blast.organization_id);
    const recent = await repo.sendTimesSince(tx, blast.organization_id, new Date(now.getTime() - DAY_MS));
    if (recent.length >= BLASTS_PER_DAY) {
      const oldest = recent[recent.length - BLASTS_PER_DAY]!;
      throw blastLimit(new Date(oldest.getTime() + DAY_MS), now);
    }
    const audience = await resolveAudience(
      tx,
      { organizationId: blast.organization_id, eventId: blast.event_id },
      blast.segments as BlastSegment[],
    );
    if (audience.people.length === 0) {
      throw new AppError(
        'UNPROCESSABLE',
        'No one in these groups can be texted (no phone number, or opted out)',
      );
    }
    await repo.insertRecipients(tx, blastId, audience.people);
    await repo.markQueued(tx, blastId, scheduledAt, lease);
    await recordActivity(tx, {
      organizationId: blast.organization_id,
      actorId: userId,
      action: 'blast.sent',
      eventId: blast.event_id,
      details: {
        blastId,
        recipients: audience.people.length,
        scheduledAt: scheduledAt?.toISOString() ?? null,
      },
    });
    await enqueue(tx, blastSendJob, { blastId, generation: 0 }, { runAt: scheduledAt ?? undefined });
  });
  return blastView(ctx.db, blastId);
}

/** A scheduled blast can be called off until it starts. */
export async function cancelBlast(ctx: AppContext, userId: string, blastId: string): Promise<Blast> {
  await ctx.db.transaction(async (tx) => {
    const blast = await ownBlast(tx, userId, blastId, true);
    if (!(await repo.cancelQueued(tx, blast.id))) {
      throw new AppError('CONFLICT', 'Only a blast that has not started yet can be cancelled');
    }
  });
  return blastView(ctx.db, blastId);
}

export async function listBlastRecipients(
  ctx: AppContext,
  userId: string,
  blastId: string,
  query: { page: number; status?: RecipientStatus | undefined },
): Promise<RecipientsPage> {
  await ownBlast(ctx.db, userId, blastId);
  const [rows, total] = await Promise.all([
    repo.listRecipients(ctx.db, blastId, query.status, PAGE_SIZE, pageOffset(query.page)),
    repo.countRecipients(ctx.db, blastId, query.status),
  ]);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      name: r.name ?? 'Invited guest',
      phoneLast4: r.phone_last4,
      status: r.status,
      ...(r.error ? { error: r.error } : {}),
      updatedAt: r.updated_at.toISOString(),
    })),
    query.page,
    total,
  );
}
