import type { ConnectionRequest, ConnectionState } from '@mingle/shared/schemas/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';

export interface AnswerRequestInput {
  userId: string;
  eventId: string;
  answer: 'accept' | 'decline';
}

/**
 * Accepting is connecting back (POST users/:id/connection: both asked, so both are Matched);
 * declining (POST users/:id/connection/decline) is not told to the sender.
 */
export async function answerRequest({
  userId,
  eventId,
  answer,
}: AnswerRequestInput): Promise<ConnectionState> {
  const path = `users/${encodeURIComponent(userId)}/connection`;
  const res =
    answer === 'accept'
      ? await api<Envelope<ConnectionState>>(path, {
          method: 'POST',
          body: { eventId } satisfies ConnectionRequest,
        })
      : await api<Envelope<ConnectionState>>(`${path}/decline`, { method: 'POST' });
  return res.data;
}

/** Requests, matches, profiles and the guest lists showing that person all change. */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSuccess: (_state, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.guests(eventId) }),
      ]),
  });
}
