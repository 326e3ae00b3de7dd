import type { Event } from '@mingle/shared/schemas/events';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { reencodePicture, storeWebp } from '../../lib/images.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { coverFolder } from './cover-rule.ts';
import { removeCover, storeCoverSizes } from './cover-sizes.ts';
import * as repo from './events.repository.ts';
import { getEvent, loadEventForHost } from './events.service.ts';

/** Wide enough for a sharp banner on a desktop screen, small enough for a phone on 4G. */
const COVER_MAX_SIDE = 1600;

/** The file is read only after the host check, so nobody else can make the server decode images. */
export async function uploadCover(
  ctx: AppContext,
  userId: string,
  eventId: string,
  request: FastifyRequest,
  now: Date,
): Promise<Event> {
  const event = await loadEventForHost(ctx.db, eventId, userId);
  if (event.status === 'cancelled')
    throw new AppError('CONFLICT', 'A cancelled event can no longer be edited');
  const file = await readUploadedFile(request);
  const picture = await reencodePicture(file, { maxSide: COVER_MAX_SIDE });
  const url = await storeWebp(ctx.providers.storage, `events/${eventId}`, picture);
  // Made now while the picture is in memory; a size that failed is made on its first request.
  await storeCoverSizes(ctx.providers.storage, url, picture).catch((err) =>
    request.log.warn({ err }, 'could not store the cover sizes; they will be made on request'),
  );
  const previous = await ctx.db.transaction(async (tx) => {
    const locked = await loadEventForHost(tx, eventId, userId, { forUpdate: true });
    await repo.updateEvent(tx, eventId, { cover_image: url }, now);
    return locked.cover_image;
  });
  // A duplicated event shares its original's file: only this event's own covers are removed.
  if (previous?.startsWith(coverFolder(eventId))) await removeCover(ctx.providers.storage, previous);
  return getEvent(ctx, eventId, userId);
}
