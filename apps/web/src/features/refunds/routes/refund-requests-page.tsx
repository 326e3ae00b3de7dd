import type { RefundRequest } from '@mingle/shared/schemas/tickets';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { RefundDecision } from '../api/decide-refund-request.ts';
import { useRefundRequests } from '../api/get-refund-requests.ts';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { RefundRequestCard } from '../components/refund-request-card.tsx';
import '../refunds.css';

/** /refund-requests: guests' requests on the host's events, pending first, 20 at a time. */
export default function RefundRequestsPage() {
  const requests = useRefundRequests();
  const [target, setTarget] = useState<{ request: RefundRequest; decision: RefundDecision } | null>(null);

  const items = requests.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="container page">
      <PageHeader
        title="Refund requests"
        description="Pending requests come first. Approving returns the ticket price; the ticketing fee is kept."
        back={{ to: '/host-center', label: 'Host Center' }}
      />
      {requests.isPending ? (
        <Spinner label="Loading refund requests" />
      ) : requests.isError ? (
        <QueryError
          title="We could not load the refund requests."
          error={requests.error}
          onRetry={() => void requests.refetch()}
          retryLabel="Try again"
        />
      ) : items.length === 0 ? (
        <EmptyState title="No refund requests" icon={<TicketIcon />}>
          When a guest asks for a refund, the request will show up here for you to approve or decline. An
          approved refund returns the ticket price; the ticketing fee is not refunded.
        </EmptyState>
      ) : (
        <div className="stack">
          <ul className="refund-list">
            {items.map((r) => (
              <RefundRequestCard
                key={r.id}
                request={r}
                onDecide={(request, decision) => setTarget({ request, decision })}
              />
            ))}
          </ul>
          {requests.hasNextPage && (
            <Button
              variant="secondary"
              loading={requests.isFetchingNextPage}
              onClick={() => void requests.fetchNextPage()}
            >
              Show more requests
            </Button>
          )}
        </div>
      )}
      <DecisionDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
