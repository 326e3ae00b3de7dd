import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireRoomAccess } from '../chat/index.ts';

/** The hub's re-check: refused (not found, not attending, chat off, blocked) means leave. */
export async function mayStayInRoom(ctx: AppContext, userId: string, roomId: string): Promise<boolean> {
  try {
    await requireRoomAccess(ctx, userId, roomId, { moderation: false });
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}
