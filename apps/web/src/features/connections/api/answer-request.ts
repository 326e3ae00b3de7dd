import { connectionsPaths } from '@mingle/shared/endpoints/connections.paths';
import type { ConnectionState } from '@mingle/shared/schemas/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';
import { call } from '../../../lib/api-call.ts';

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
  const params = { id: userId };
  const res =
    answer === 'accept'
      ? await call(connectionsPaths.connect, { params, body: { eventId } })
      : await call(connectionsPaths.decline, { params });
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
