import { SECTION_LABELS } from '@mingle/shared/labels';
import type { Event } from '@mingle/shared/schemas/events';

/** For a signed-in visitor who is not going yet: what going opens up on this page, and how. */
export function GuestsOnlyNote({ event }: { event: Event }) {
  // As the RSVP buttons say: on an event that sells tickets without a free one, only a ticket makes you Going.
  const yesOpen = event.ticketTypes.length === 0 || event.ticketTypes.some((t) => t.priceCents === 0);
  return (
    <section className="event-section" aria-labelledby="event-guests-only-title">
      <h2 id="event-guests-only-title" className="section-title">
        Meet the other guests
      </h2>
      <p className="muted">
        {yesOpen ? 'RSVP Yes or get a ticket' : 'Get a ticket'} to see the {SECTION_LABELS.guestList}
        {event.settings.chatOn ? ` and join the ${SECTION_LABELS.eventChat}` : ''}.
      </p>
    </section>
  );
}
