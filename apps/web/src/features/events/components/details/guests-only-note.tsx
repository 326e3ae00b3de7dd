import { SECTION_LABELS } from '@mingle/shared/labels';

/** For a signed-in visitor who is not going yet: what going opens up on this page. */
export function GuestsOnlyNote({ chatOn }: { chatOn: boolean }) {
  return (
    <section className="event-section" aria-labelledby="event-guests-only-title">
      <h2 id="event-guests-only-title" className="section-title">
        Meet the other guests
      </h2>
      <p className="muted">
        RSVP Yes or get a ticket to see the {SECTION_LABELS.guestList}
        {chatOn ? ` and join the ${SECTION_LABELS.eventChat}` : ''}.
      </p>
    </section>
  );
}
