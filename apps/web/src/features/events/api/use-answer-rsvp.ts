import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { answerRsvp } from './answer-rsvp.ts';

/** Counts and the guest's own answer live on the event, so the event and the lists are refetched. */
export function useAnswerRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRsvp,
    onSuccess: (_rsvp, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.lists }),
      ]),
  });
}
