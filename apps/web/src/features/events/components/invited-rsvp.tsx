import type { MyEventCard } from '@mingle/shared/schemas/events';
import { Alert } from '../../../components/ui/alert.tsx';
import { useAnswerRsvp } from '../api/use-answer-rsvp.ts';
import { RsvpButtons } from './rsvp-buttons.tsx';

/** Answer an invitation right from the list. */
export function InvitedRsvp({ event }: { event: MyEventCard }) {
  const rsvp = useAnswerRsvp();
  return (
    <div className="stack invited-rsvp">
      <RsvpButtons
        size="sm"
        label={`Your answer to ${event.title ?? 'this event'}`}
        value={event.rsvp}
        pending={rsvp.isPending ? rsvp.variables.answer : null}
        onAnswer={(answer) => rsvp.mutate({ eventId: event.id, answer })}
      />
      {rsvp.isError && <Alert variant="error">{rsvp.error.message}</Alert>}
    </div>
  );
}
