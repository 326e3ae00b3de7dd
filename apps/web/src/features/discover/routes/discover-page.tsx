import { DISCOVER_MAX_PAGE, DISCOVER_TOTAL_CAP } from '@mingle/shared/schemas/events';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CompassIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadMore, QueryError } from '../../../components/ui/query-state.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { EventCard } from '../../../entities/event/components/event-card.tsx';
import { browserTimeZone } from '../../../entities/event/lib/zoned-time.ts';
import { useDiscoverEvents } from '../api/get-discover-events.ts';
import { DiscoverFilters } from '../components/discover-filters.tsx';
import {
  type DiscoverFilters as Filters,
  hasActiveFilters,
  readDiscoverFilters,
  writeDiscoverFilters,
} from '../lib/discover-params.ts';
import '../discover.css';

function Results({ filters, onClear }: { filters: Filters; onClear: () => void }) {
  const tz = useMemo(() => browserTimeZone(), []);
  const query = useDiscoverEvents({ ...filters, tz });

  if (query.isPending) return <SkeletonList label="Finding events" shape="cards" count={6} />;
  if (query.isError && !query.data) {
    return (
      <QueryError title="Could not load events" error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const pages = query.data.pages;
  const items = pages.flatMap((p) => p.items);
  const first = pages[0];
  if (items.length === 0) {
    return (
      <EmptyState
        title="No events match — try another date or city"
        icon={<CompassIcon />}
        action={
          hasActiveFilters(filters) ? (
            <Button variant="secondary" onClick={onClear}>
              Clear filters
            </Button>
          ) : undefined
        }
      >
        {hasActiveFilters(filters)
          ? 'Nothing upcoming fits these filters. Widen the search or pick another day.'
          : 'No public events are coming up yet. Check back soon, or host one yourself.'}
      </EmptyState>
    );
  }
  const total = first?.totalCapped ? `${DISCOVER_TOTAL_CAP}+` : String(first?.total ?? items.length);
  const lastPage = pages[pages.length - 1]?.page ?? 1;
  const atPageLimit = query.hasNextPage && lastPage >= DISCOVER_MAX_PAGE;
  return (
    <>
      <p className="list-summary" aria-live="polite">
        {total} {total === '1' ? 'event' : 'events'}
      </p>
      <ul className="event-grid">
        {items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <QueryError
          title="Could not load more events"
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      {atPageLimit ? (
        <p className="muted discover-limit">Narrow your search to see more events.</p>
      ) : (
        <LoadMore query={query} auto={!query.isFetchNextPageError} />
      )}
    </>
  );
}

/** /discover: upcoming public events, searchable and filterable, 20 at a time with infinite scroll. */
export default function DiscoverPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readDiscoverFilters(params), [params]);
  const change = useCallback(
    (next: Filters) => {
      // A search typed just before opening an event must not pull the person back here: the
      // browser's address already shows the page they are going to while it loads.
      if (window.location.pathname !== '/discover') return;
      setParams(writeDiscoverFilters(next));
    },
    [setParams],
  );
  return (
    <div className="container page">
      <PageHeader title="Discover" description="Find something to do, and meet the people going." />
      <DiscoverFilters value={filters} onChange={change} />
      <Results filters={filters} onClear={() => change({ ...filters, q: '', city: '', date: null })} />
    </div>
  );
}
