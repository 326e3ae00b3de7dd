import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';

/** /host-center/analytics/guests */
export default function GuestsPage() {
  return (
    <section aria-labelledby="guests-title">
      <h2 id="guests-title" className="visually-hidden">
        Guests
      </h2>
      <EmptyState title="No guests yet" icon={<UsersIcon />} headingLevel={3}>
        How many people bought tickets, RSVPed and checked in will show up here, split by intent and gender.
      </EmptyState>
    </section>
  );
}
