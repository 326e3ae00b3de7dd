import type { Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

export interface HostedEvent {
  id: string;
  status: string;
  title: string | null;
  organization_id: string;
  starts_at: Date | null;
  ends_at: Date | null;
}

/**
 * The event, when the caller hosts it (owns its organization). Drafts of others are 404 like
 * unknown ids; someone else's published event is 403.
 */
export async function requireEventHost(
  q: Queryable,
  eventId: string,
  userId: string,
  action: string,
): Promise<HostedEvent> {
  const event = await q.maybeOne<HostedEvent & { owner_id: string }>(
    `SELECT e.id, e.status, e.title, e.organization_id, e.starts_at, e.ends_at, o.owner_id
       FROM events e JOIN organizations o ON o.id = e.organization_id WHERE e.id = $1`,
    [eventId],
  );
  if (!event || (event.status === 'draft' && event.owner_id !== userId)) throw notFound('Event');
  if (event.owner_id !== userId) throw new AppError('FORBIDDEN', `Only the host of this event can ${action}`);
  const { owner_id: _owner, ...hosted } = event;
  return hosted;
}
