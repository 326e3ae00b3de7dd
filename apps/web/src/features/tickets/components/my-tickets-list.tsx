import { SECTION_LABELS } from '@mingle/shared/labels';
import { type ReactNode, useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { type MyTicketsTab, useMyTickets } from '../api/get-my-tickets.ts';
import { OfflineTicketsNote } from './offline-note.tsx';
import { TicketListItem } from './ticket-list-item.tsx';
import '../tickets.css';

export interface MyTicketsListProps {
  /** upcoming: events not over yet; past: the ones you attended. */
  tab: MyTicketsTab;
  /** Shown when there are no tickets; by default the list renders nothing then. */
  empty?: ReactNode;
}

/** Tickets (spec's section label): the signed-in person's tickets, 20 at a time. */
export function MyTicketsList({ tab, empty = null }: MyTicketsListProps) {
  const headingId = useId();
  const query = useMyTickets(tab);

  if (query.isPending) return <SkeletonList label="Loading your tickets" />;
  if (query.isError) {
    return (
      <Alert variant="error" title="We could not load your tickets.">
        {query.error.message}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const tickets = query.data.pages.flatMap((p) => p.items);
  if (tickets.length === 0) return <>{empty}</>;
  return (
    <section className="my-tickets" aria-labelledby={headingId}>
      <h2 id={headingId} className="my-tickets-title">
        {SECTION_LABELS.tickets}
      </h2>
      <OfflineTicketsNote />
      <ul className="ticket-list">
        {tickets.map((t) => (
          <TicketListItem key={t.id} ticket={t} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more tickets
        </Button>
      )}
    </section>
  );
}
