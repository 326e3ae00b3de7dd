import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /refund-requests: guests' requests for their money back, for the host to decide. */
export default function RefundRequestsPage() {
  return (
    <div className="container page">
      <PageHeader title="Refund requests" back={{ to: '/host-center', label: 'Host Center' }} />
      <EmptyState title="No refund requests" icon={<TicketIcon />}>
        When a guest asks for a refund, the request will show up here for you to approve or decline. An
        approved refund returns the ticket price; the ticketing fee is not refunded.
      </EmptyState>
    </div>
  );
}
