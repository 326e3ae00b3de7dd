import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** /create-event/event-info */
export default function EventInfoPage() {
  return (
    <section>
      <EmptyState title="Event info">
        This step will ask for the description guests read before they buy, and whether the event is public or
        private.
      </EmptyState>
    </section>
  );
}
