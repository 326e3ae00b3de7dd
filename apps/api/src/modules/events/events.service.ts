import {
  ageLimitIssue,
  type Event,
  eventStepIssues,
  eventTimeIssue,
  publishIssues,
} from '@mingle/shared/schemas/events';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { roomAccessChanged } from '../../realtime/access-changes.ts';
import { guestListPreview } from '../guests/index.ts';
import { applyTaxDefault } from '../taxes/index.ts';
import { authorize, defaultOrganization, mayDo, recordActivity, type TeamAction } from '../teams/index.ts';
import { AnonymousEventCache } from './anonymous-event-cache.ts';
import { checkCover } from './cover-rule.ts';
import { gatherGuestNotice } from './event-change-notice.ts';
import {
  changedNoticeFields,
  type EventFieldsInput,
  furthestStep,
  mergedForChecks,
  movedTimeFields,
  toColumns,
} from './event-fields.ts';
import { toEvent } from './event-mapper.ts';
import * as repo from './events.repository.ts';
import { countTicketTypes, listTicketTypes } from './ticket-types.repository.ts';

const GUEST_PREVIEW_SIZE = 5;

export const eventNotFound = (): AppError => new AppError('NOT_FOUND', 'That event was not found');

/**
 * The event for one of its hosts' actions (`action`, by default managing the event: the owner
 * and co-hosts), by the teams permission check. Someone else's draft is 404 (its existence
 * never leaks); someone else's published or cancelled event, which anyone may read, is 403.
 */
export async function loadEventForHost(
  db: Queryable,
  eventId: string,
  userId: string,
  options: { forUpdate?: boolean; action?: TeamAction } = {},
): Promise<repo.EventRow> {
  await authorize(db, userId, { eventId }, options.action ?? 'event.manage');
  const row = await repo.findEvent(db, eventId, options);
  if (!row) throw eventNotFound();
  return row;
}

/** The event as a reader may see it: drafts only by those who run it, everything else by id. */
export async function loadEventForViewer(
  db: Queryable,
  eventId: string,
  viewerId: string | null,
  options: { forUpdate?: boolean } = {},
): Promise<repo.EventRow> {
  const row = await repo.findEvent(db, eventId, options);
  if (!row) throw eventNotFound();
  if (
    row.status === 'draft' &&
    row.org_owner_id !== viewerId &&
    !(viewerId && (await mayDo(db, viewerId, { eventId }, 'event.manage')))
  ) {
    throw eventNotFound();
  }
  return row;
}

export async function describeEvent(
  ctx: AppContext,
  row: repo.EventRow,
  viewerId: string | null,
): Promise<Event> {
  const [ticketTypes, counts, subscriberCount, viewer, preview, runsEvent] = await Promise.all([
    listTicketTypes(ctx.db, row.id),
    repo.attendanceCounts(ctx.db, row.id),
    repo.subscriberCount(ctx.db, row.organization_id),
    viewerId ? repo.viewerState(ctx.db, row.id, row.organization_id, viewerId) : null,
    // Names and photos only to who may see the guest list; everyone else sees counts only.
    guestListPreview(ctx, viewerId, row.id, GUEST_PREVIEW_SIZE),
    viewerId !== null &&
      (row.org_owner_id === viewerId || mayDo(ctx.db, viewerId, { eventId: row.id }, 'event.manage')),
  ]);
  return toEvent(row, {
    publicUrl: ctx.config.PUBLIC_URL,
    ticketTypes,
    counts,
    subscriberCount,
    viewerId,
    viewer,
    viewerRunsEvent: runsEvent,
    preview,
  });
}

const anonymousViews = new WeakMap<AppContext, AnonymousEventCache>();

export async function getEvent(ctx: AppContext, eventId: string, viewerId: string | null): Promise<Event> {
  if (viewerId === null) {
    let cache = anonymousViews.get(ctx);
    if (!cache) {
      cache = new AnonymousEventCache(ctx.config.eventCacheMs);
      anonymousViews.set(ctx, cache);
    }
    return cache.get(eventId, async () =>
      describeEvent(ctx, await loadEventForViewer(ctx.db, eventId, null), null),
    );
  }
  return describeEvent(ctx, await loadEventForViewer(ctx.db, eventId, viewerId), viewerId);
}

/** A change to the event through this server: its signed-out view is built afresh next time. */
export function forgetAnonymousView(ctx: AppContext, eventId: string): void {
  anonymousViews.get(ctx)?.forget(eventId);
}

/**
 * Checks shared by create and update: a new start in the past is a 422, a bad start/end pair a
 * 400 on the field; completing a
 * wizard step needs that step's fields (422 with what is missing); a published event must keep
 * everything publishing needed.
 */
function checkFields(
  row: repo.EventRow | undefined,
  columns: repo.EventColumns,
  body: EventFieldsInput,
  ticketTypes: number,
  now: Date,
): void {
  checkCover(row, columns);
  // An ended event's earnings are on their way to the host (released PAYOUT_HOLD_HOURS after
  // the end, docs/adr/0003): moving it back would turn money already taken into a future event.
  if (row?.ends_at && row.ends_at.getTime() <= now.getTime()) {
    const moved = movedTimeFields(row, columns);
    if (moved.length > 0) {
      const issue = 'This event has ended: its date and time can no longer change, only its texts';
      throw new AppError('UNPROCESSABLE', issue, Object.fromEntries(moved.map((field) => [field, issue])));
    }
  }
  const merged = mergedForChecks(row, columns, ticketTypes);
  const ageIssue = ageLimitIssue(body.ageLimit);
  if (ageIssue) throw new AppError('UNPROCESSABLE', ageIssue, { ageLimit: ageIssue });
  // A start already past may stay (an event under way is edited), but none is set in the past.
  const start = columns.starts_at;
  if (
    start instanceof Date &&
    start.getTime() !== row?.starts_at?.getTime() &&
    start.getTime() <= now.getTime()
  ) {
    const issue = 'Choose a start in the future';
    throw new AppError('UNPROCESSABLE', issue, { startsAt: issue });
  }
  if ('starts_at' in columns || 'ends_at' in columns) {
    const issue = eventTimeIssue(merged.startsAt, merged.endsAt);
    if (issue) throw new AppError('VALIDATION_FAILED', issue, { endsAt: issue });
  }
  if (body.wizardStep) {
    const fields = eventStepIssues(body.wizardStep, merged);
    if (Object.keys(fields).length > 0) {
      throw new AppError('UNPROCESSABLE', 'Complete this step before moving on', fields);
    }
  }
  // A published event's money becomes the host's to pay out once it has ended (docs/adr/0003):
  // moving its end into the past would release ticket money before the event happened.
  if (
    row?.status === 'published' &&
    'ends_at' in columns &&
    merged.endsAt &&
    Date.parse(merged.endsAt) <= now.getTime()
  ) {
    const issue = 'A published event cannot be moved to end in the past';
    throw new AppError('VALIDATION_FAILED', issue, { endsAt: issue });
  }
  if (row?.status === 'published') {
    const fields = publishIssues(merged);
    if (Object.keys(fields).length > 0) {
      throw new AppError('UNPROCESSABLE', 'A published event must keep these details', fields);
    }
  }
}

export async function createEvent(
  ctx: AppContext,
  userId: string,
  body: EventFieldsInput,
  now: Date,
): Promise<Event> {
  const organizationId = await defaultOrganization(ctx.db, userId, 'event.manage', body.organizationId);
  if (!organizationId) {
    throw new AppError('ORGANIZATION_REQUIRED', 'Create your host organization before creating an event');
  }
  const columns = toColumns(body);
  checkFields(undefined, columns, body, 0, now);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertEvent(tx, organizationId, columns, now);
    await applyTaxDefault(tx, created, organizationId);
    await recordActivity(tx, { organizationId, actorId: userId, action: 'event.created', eventId: created });
    return created;
  });
  return getEvent(ctx, id, userId);
}

/**
 * Saves the host's changes; on a published event a new date or place is told to every guest
 * once the host has stopped changing it (`gatherGuestNotice`), unless `notifyGuests` is false.
 */
export async function updateEvent(
  ctx: AppContext,
  userId: string,
  eventId: string,
  { notifyGuests = true, ...body }: EventFieldsInput & { notifyGuests?: boolean },
  now: Date,
): Promise<Event> {
  const chatTurnedOff = await ctx.db.transaction(async (tx) => {
    const row = await loadEventForHost(tx, eventId, userId, { forUpdate: true });
    if (row.status === 'cancelled')
      throw new AppError('CONFLICT', 'A cancelled event can no longer be edited');
    const columns = toColumns(body);
    checkFields(row, columns, body, await countTicketTypes(tx, eventId), now);
    if (body.wizardStep) columns.wizard_step = furthestStep(row.wizard_step, body.wizardStep);
    await repo.updateEvent(tx, eventId, columns, now);
    // A draft's every wizard step is a save; the log keeps the edits guests could see.
    if (row.status !== 'draft') {
      await recordActivity(tx, {
        organizationId: row.organization_id,
        actorId: userId,
        action: 'event.edited',
        eventId,
        details: { fields: Object.keys(body) },
      });
    }
    if (notifyGuests && row.status === 'published' && changedNoticeFields(row, columns).length > 0) {
      await gatherGuestNotice(tx, ctx, row, now);
    }
    return row.chat_on && columns.chat_on === false;
  });
  if (chatTurnedOff) {
    // Joined sockets are told the room closed, on every server (chat off refuses everyone).
    const roomId = await repo.eventChatRoomId(ctx.db, eventId);
    if (roomId) await roomAccessChanged(ctx, roomId);
  }
  return describeEvent(ctx, await loadEventForHost(ctx.db, eventId, userId), userId);
}
