import { AppError } from '../../lib/app-error.ts';
import { UPLOADS_URL_PREFIX } from '../../providers/storage/local-storage.ts';

/** Where an event's uploaded covers are stored (POST events/:id/cover). */
export const coverFolder = (eventId: string): string => `${UPLOADS_URL_PREFIX}events/${eventId}/`;

/**
 * A cover is a picture uploaded to Mingle for this event, never a third-party address (which
 * could track everyone who opens the page). Through POST/PATCH events a host may only keep the
 * cover the event has or clear it; a new one comes through the upload.
 */
export function checkCover(
  row: { id: string; cover_image: string | null } | undefined,
  columns: { cover_image?: unknown },
): void {
  const cover = columns.cover_image;
  if (cover === undefined || cover === null || cover === row?.cover_image) return;
  if (row && typeof cover === 'string' && cover.startsWith(coverFolder(row.id))) return;
  const message = 'Upload the cover picture';
  throw new AppError('VALIDATION_FAILED', message, { coverImage: message });
}
