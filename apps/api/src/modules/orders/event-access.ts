import type { Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type HostedEvent, hostedEventRow } from './orders.repository.ts';

export type { HostedEvent };

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
  const event = await hostedEventRow(q, eventId);
  if (!event || (event.status === 'draft' && event.owner_id !== userId)) throw notFound('Event');
  if (event.owner_id !== userId) throw new AppError('FORBIDDEN', `Only the host of this event can ${action}`);
  const { owner_id: _owner, ...hosted } = event;
  return hosted;
}
