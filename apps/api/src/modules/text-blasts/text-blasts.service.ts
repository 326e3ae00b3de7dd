import { PAGE_SIZE } from '@mingle/shared/constants';
import type {
  Audience,
  Blast,
  BlastEventsPage,
  BlastSegment,
  BlastsPage,
  RecipientStatus,
  RecipientsPage,
} from '@mingle/shared/schemas/text-blasts';
import { measureSms } from '@mingle/shared/sms-segments';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { AppError, forbidden, notFound, RetryLaterError } from '../../lib/app-error.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import { defaultOrganization, mayDo, recordActivity } from '../teams/index.ts';
import { resolveAudience } from './audience.ts';
import { blastSendJob } from './blast-job-kinds.ts';
import { blastView, toBlasts } from './blast-view.ts';
import * as repo from './text-blasts.repository.ts';

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
 * Which organization the person may send blasts for: `organizationId` when given, else the
 * one they own, else the first they co-host, by the teams permission check (blast.send: the
 * owner and co-hosts). The one place that answers "may this person blast for this
 * organization"; someone on no team gets 403, an organization they can't blast for 404.
 */
export async function blastOrganizationFor(
  db: Queryable,
  userId: string,
  organizationId?: string | undefined,
): Promise<string> {
  if (organizationId !== undefined && !(await mayDo(db, userId, { organizationId }, 'blast.send'))) {
    throw notFound('That organization');
  }
  const allowed = await defaultOrganization(db, userId, 'blast.send', organizationId);
  if (!allowed) throw forbidden('Only hosts can send text blasts; create your host profile first');
  return allowed;
}

async function eventOf(db: Queryable, organizationId: string, eventId: string | null | undefined) {
  if (!eventId) return null;
  const event = await repo.findEventOrganization(db, eventId);
  if (!event || event.organization_id !== organizationId) throw notFound('That event');
  return eventId;
}

/** A blast the person may see and manage; 404 for anyone else's. */
async function ownBlast(
  db: Queryable,
  userId: string,
  blastId: string,
  lock = false,
): Promise<repo.BlastRow> {
  const blast = await repo.findBlast(db, blastId, lock);
  if (!blast || !(await mayDo(db, userId, { organizationId: blast.organization_id }, 'blast.send'))) {
    throw notFound('That blast');
  }
  return blast;
}

export async function listBlastEvents(
  ctx: AppContext,
  userId: string,
  query: { page: number; organizationId?: string | undefined },
): Promise<BlastEventsPage> {
  const organizationId = await blastOrganizationFor(ctx.db, userId, query.organizationId);
  const [rows, total] = await Promise.all([
    repo.listHostEvents(ctx.db, organizationId, PAGE_SIZE, pageOffset(query.page)),
    repo.countHostEvents(ctx.db, organizationId),
  ]);
  const items = [];
  for (const row of rows) {
    const audience = await resolveAudience(ctx.db, { organizationId, eventId: row.id }, [
      'going',
      'maybe',
      'invited',
    ]);
    items.push({
      id: row.id,
      title: row.title,
      startsAt: row.starts_at?.toISOString() ?? null,
      timeZone: row.time_zone,
      status: row.status,
      ticketTypes: row.ticket_types,
      reachable: audience.reachable,
    });
  }
  return pageOf(items, query.page, total);
}

export async function getAudience(
  ctx: AppContext,
  userId: string,
  query: { eventId?: string | undefined; organizationId?: string | undefined; segments: BlastSegment[] },
): Promise<Audience> {
  const organizationId = await blastOrganizationFor(ctx.db, userId, query.organizationId);
  const eventId = await eventOf(ctx.db, organizationId, query.eventId);
  const { people: _people, ...audience } = await resolveAudience(
    ctx.db,
    { organizationId, eventId },
    query.segments,
  );
  return audience;
}

/** The whole text (name, body, footer) must fit; the name may have grown since a draft was saved. */
function checkLength(body: string, organizationName: string): void {
  if (measureSms(body, organizationName).tooLong) {
    throw new AppError('VALIDATION_FAILED', 'The message is too long', {
      body: 'At most 1,600 characters, your organization\'s name and the "Reply STOP to opt out" line included',
    });
  }
}

export async function createBlast(
  ctx: AppContext,
  userId: string,
  body: {
    eventId?: string | null | undefined;
    organizationId?: string | undefined;
    segments: BlastSegment[];
    body: string;
  },
): Promise<Blast> {
  const organizationId = await blastOrganizationFor(ctx.db, userId, body.organizationId);
  const eventId = await eventOf(ctx.db, organizationId, body.eventId);
  checkLength(body.body, await repo.organizationName(ctx.db, organizationId));
  await resolveAudience(ctx.db, { organizationId, eventId }, body.segments);
  const id = await repo.insertBlast(ctx.db, {
    organizationId,
    eventId,
    createdBy: userId,
    segments: body.segments,
    body: body.body,
  });
  return blastView(ctx.db, id);
}

function requireDraft(blast: repo.BlastRow): void {
  if (blast.status !== 'draft')
    throw new AppError('CONFLICT', 'This blast was already sent; it can no longer change');
}

export async function updateBlast(
  ctx: AppContext,
  userId: string,
  blastId: string,
  changes: { segments?: BlastSegment[] | undefined; body?: string | undefined },
): Promise<Blast> {
  const blast = await ownBlast(ctx.db, userId, blastId);
  requireDraft(blast);
  if (changes.body !== undefined) checkLength(changes.body, blast.organization_name);
  if (changes.segments) {
    await resolveAudience(
      ctx.db,
      { organizationId: blast.organization_id, eventId: blast.event_id },
      changes.segments,
    );
  }
  await repo.updateDraft(ctx.db, blastId, changes);
  return blastView(ctx.db, blastId);
}

export async function deleteBlast(ctx: AppContext, userId: string, blastId: string): Promise<{ id: string }> {
  const blast = await ownBlast(ctx.db, userId, blastId);
  requireDraft(blast);
  await repo.deleteDraft(ctx.db, blastId);
  return { id: blastId };
}

export async function getBlast(ctx: AppContext, userId: string, blastId: string): Promise<Blast> {
  await ownBlast(ctx.db, userId, blastId);
  return blastView(ctx.db, blastId);
}

export async function listBlasts(
  ctx: AppContext,
  userId: string,
  query: { page: number; organizationId?: string | undefined },
): Promise<BlastsPage> {
  const organizationId = await blastOrganizationFor(ctx.db, userId, query.organizationId);
  const [rows, total] = await Promise.all([
    repo.listBlasts(ctx.db, organizationId, PAGE_SIZE, pageOffset(query.page)),
    repo.countBlasts(ctx.db, organizationId),
  ]);
  return pageOf(await toBlasts(ctx.db, rows), query.page, total);
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

/** A deleted account's number leaves the blasts it was in (its opt-out stays, kept by number). */
export async function forgetBlastRecipient(tx: Queryable, userId: string): Promise<void> {
  await repo.forgetRecipientPhones(tx, userId);
}
