import { PAGE_SIZE } from '@mingle/shared/constants';
import type {
  Audience,
  Blast,
  BlastEventsPage,
  BlastSegment,
  BlastsPage,
} from '@mingle/shared/schemas/text-blasts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import { resolveAudience } from './audience.ts';
import { blastOrganizationFor, checkLength, ownBlast, requireDraft } from './blast-rules.ts';
import { blastView, toBlasts } from './blast-view.ts';
import * as repo from './text-blasts.repository.ts';

async function eventOf(db: Queryable, organizationId: string, eventId: string | null | undefined) {
  if (!eventId) return null;
  const event = await repo.findEventOrganization(db, eventId);
  if (!event || event.organization_id !== organizationId) throw notFound('That event');
  return eventId;
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

/** A deleted account's number leaves the blasts it was in (its opt-out stays, kept by number). */
export async function forgetBlastRecipient(tx: Queryable, userId: string): Promise<void> {
  await repo.forgetRecipientPhones(tx, userId);
}
