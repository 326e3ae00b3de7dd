import { SECTION_LABELS } from '@mingle/shared/labels';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /event-details: the public page of one event. */
export default function EventDetailsPage() {
  return (
    <div className="container page">
      <PageHeader title="Event details" />
      <EmptyState
        title="No event to show"
        icon={<CalendarIcon />}
        action={<ButtonLink to="/discover">Discover events</ButtonLink>}
      >
        An event's page shows its date, place, host and description, with {SECTION_LABELS.buyTickets},{' '}
        {SECTION_LABELS.guestList} and {SECTION_LABELS.contactHost}. Open an event from Discover or from a
        link a host shared to see it here.
      </EmptyState>
    </div>
  );
}
