import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MessageIcon } from '../../../components/ui/icons.tsx';

/** /host-center/analytics/connection-request */
export default function ConnectionRequestPage() {
  return (
    <section aria-labelledby="connection-request-title">
      <h2 id="connection-request-title" className="visually-hidden">
        Connection requests
      </h2>
      <EmptyState title="No connection requests yet" icon={<MessageIcon />} headingLevel={3}>
        How many connection requests your guests sent each other, and how many became matches, will show up
        here per event.
      </EmptyState>
    </section>
  );
}
