import { EVENT_LIMITS, type Event, publishIssues } from '@mingle/shared/schemas/events';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { notifySubscribersOfEvent, pushLive } from '../notifications/index.ts';
import { copyEventTax } from '../taxes/index.ts';
import { recordActivity } from '../teams/index.ts';
import { mergedForChecks } from './event-fields.ts';
import { cancellationMessage } from './event-messages.ts';
import * as repo from './events.repository.ts';
import { describeEvent, getEvent, loadEventForHost } from './events.service.ts';
import { eventPayload, queueGuestNotice } from './guest-notices.ts';
import * as promoRepo from './promo-codes.repository.ts';
import * as ticketRepo from './ticket-types.repository.ts';

/**
 * Draft → published after the whole-event check (422 listing every missing field). Subscribers
 * of the organization get an `event` notification for a public event. Publishing twice is a no-op.
 */
export async function publishEvent(
  ctx: AppContext,
  userId: string,
  eventId: string,
  now: Date,
): Promise<Event> {
  const notifications = await ctx.db.transaction(async (tx) => {
    const row = await loadEventForHost(tx, eventId, userId, { forUpdate: true });
    if (row.status === 'cancelled')
      throw new AppError('CONFLICT', 'A cancelled event cannot be published again');
    if (row.status === 'published') return [];
    const ticketTypes = await ticketRepo.listTicketTypes(tx, eventId);
    const fields = publishIssues(mergedForChecks(row, {}, ticketTypes.length));
    if (row.ends_at && row.ends_at <= now) fields.endsAt ??= 'This date has already passed';
    if (Object.keys(fields).length > 0) {
      throw new AppError('UNPROCESSABLE', 'Complete these before publishing', fields);
    }
    await repo.setStatus(tx, eventId, { status: 'published', at: now });
    await recordActivity(tx, {
      organizationId: row.organization_id,
      actorId: userId,
      action: 'event.published',
      eventId,
    });
    return row.visibility === 'public'
      ? notifySubscribersOfEvent(tx, row.organization_id, eventPayload(row, 'published'), now)
      : [];
  });
  await pushLive(ctx, notifications);
  return getEvent(ctx, eventId, userId);
}

/**
 * Published → cancelled with the host's message, sent to every guest with an RSVP, a ticket or
 * an invitation (e-mail or SMS) plus a notification, by background jobs queued in the same
 * transaction. `inTransaction` runs in that transaction once the event is cancelled (the
 * refunds module refunds everyone there, so cancelling and refunding are one step); it does not
 * run when the event was already cancelled. Cancelling again answers the event as it is.
 */
export async function cancelEvent<T>(
  ctx: AppContext,
  userId: string,
  eventId: string,
  message: string,
  now: Date,
  inTransaction?: (tx: Queryable, organizationId: string) => Promise<T>,
): Promise<{ event: Event; result: T | undefined }> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await loadEventForHost(tx, eventId, userId, { forUpdate: true });
    if (row.status === 'cancelled') return undefined;
    if (row.status === 'draft') {
      throw new AppError(
        'CONFLICT',
        'Only a published event can be cancelled; a draft is never shown to anyone',
      );
    }
    if (row.ends_at && row.ends_at <= now) throw new AppError('CONFLICT', 'This event has already ended');
    await repo.setStatus(tx, eventId, { status: 'cancelled', at: now, message });
    await recordActivity(tx, {
      organizationId: row.organization_id,
      actorId: userId,
      action: 'event.cancelled',
      eventId,
      details: { message },
    });
    await queueGuestNotice(
      tx,
      row,
      eventPayload(row, 'cancelled', message),
      await cancellationMessage(row, ctx.config.PUBLIC_URL, message),
    );
    return inTransaction?.(tx, row.organization_id);
  });
  return { event: await describeEvent(ctx, await loadEventForHost(ctx.db, eventId, userId), userId), result };
}

function copyTitle(title: string | null): string {
  const suffix = ' (copy)';
  return `${(title ?? 'Untitled event').slice(0, EVENT_LIMITS.titleMax - suffix.length)}${suffix}`;
}

/** A new draft with the same details, ticket types (nothing sold) and promo codes (never used). */
export async function duplicateEvent(
  ctx: AppContext,
  userId: string,
  eventId: string,
  now: Date,
): Promise<Event> {
  const copyId = await ctx.db.transaction(async (tx) => {
    const row = await loadEventForHost(tx, eventId, userId);
    const id = await repo.copyEvent(tx, eventId, copyTitle(row.title), now);
    await copyEventTax(tx, eventId, id);
    await recordActivity(tx, {
      organizationId: row.organization_id,
      actorId: userId,
      action: 'event.duplicated',
      eventId: id,
      details: { from: eventId },
    });
    const newIds = new Map<string, string>();
    for (const t of await ticketRepo.listTicketTypes(tx, eventId)) {
      newIds.set(t.id, await ticketRepo.insertTicketType(tx, id, t, crypto.randomUUID()));
    }
    for (const p of await promoRepo.listPromoCodes(tx, eventId)) {
      await promoRepo.insertPromoCode(tx, id, {
        ...p,
        ticket_type_ids: p.ticket_type_ids.flatMap((old) => newIds.get(old) ?? []),
      });
    }
    return id;
  });
  return getEvent(ctx, copyId, userId);
}
