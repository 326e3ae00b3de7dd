import { rsvpsPaths } from '@mingle/shared/endpoints/rsvps.paths';
import type { RsvpAnswer } from '@mingle/shared/enums';
import type { RsvpRequest } from '@mingle/shared/schemas/event-guests';
import type { Rsvp } from '@mingle/shared/schemas/events';
import { call } from '../../../lib/api-call.ts';

// The plain fetcher, apart from its hook (use-answer-rsvp.ts), so the public event page can
// answer without loading the query library.

export interface AnswerRsvpInput {
  eventId: string;
  answer: RsvpAnswer;
}

/** POST events/:id/rsvp: Yes / Maybe / No; answering again replaces the answer. */
export async function answerRsvp({ eventId, answer }: AnswerRsvpInput): Promise<Rsvp> {
  const res = await call(rsvpsPaths.answer, {
    params: { id: eventId },
    body: { answer } satisfies RsvpRequest,
  });
  return res.data;
}
