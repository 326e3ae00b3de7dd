import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { answerRsvp } from '../api/answer-rsvp.ts';
import { refreshCachedQueries } from './refresh-cached-queries.ts';

/**
 * Asks the host of an approval-required event for a spot: the request is a Yes RSVP, which the
 * host approves or declines. Loaded only when someone presses Request to join.
 */
export async function requestToJoin(eventId: string): Promise<void> {
  await answerRsvp({ eventId, answer: 'Yes' });
  refreshCachedQueries([eventKeys.all]);
}
