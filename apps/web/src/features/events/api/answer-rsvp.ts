import type { RsvpAnswer } from '@mingle/shared/enums';
import type { Rsvp } from '@mingle/shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export interface AnswerRsvpInput {
  eventId: string;
  answer: RsvpAnswer;
}

/** POST events/:id/rsvp: Yes / Maybe / No; answering again replaces the answer. */
export async function answerRsvp({ eventId, answer }: AnswerRsvpInput): Promise<Rsvp> {
  const res = await api<Envelope<Rsvp>>(`events/${eventId}/rsvp`, { method: 'POST', body: { answer } });
  return res.data;
}

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
