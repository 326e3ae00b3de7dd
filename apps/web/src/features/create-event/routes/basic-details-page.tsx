import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** /create-event/basic-details */
export default function BasicDetailsPage() {
  return (
    <section>
      <EmptyState title="Basic details">
        This step will ask for the event's name, cover image, date and time (with its time zone) and where it
        happens.
      </EmptyState>
    </section>
  );
}
