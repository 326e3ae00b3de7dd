import { SECTION_LABELS } from '@mingle/shared/labels';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /host-center/event-details: one of the host's events, seen from the host's side. */
export default function HostEventDetailsPage() {
  return (
    <div className="container page">
      <PageHeader title="Event details" back={{ to: '/host-center', label: 'Host Center' }} />
      <EmptyState title="No event selected" icon={<CalendarIcon />}>
        Open one of your events from the Host Center to see its {SECTION_LABELS.guestList},{' '}
        {SECTION_LABELS.guestAttendance}, {SECTION_LABELS.tickets} sold and {SECTION_LABELS.eventChat} here.
      </EmptyState>
    </div>
  );
}
