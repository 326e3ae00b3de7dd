import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/ui/query-state.tsx';

/** Grey blocks where the cards and the chart will be, while the figures load. */
export function AnalyticsSkeleton() {
  return (
    <div className="analytics-skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading figures…
      </span>
      <div className="stat-cards" aria-hidden="true">
        {[1, 2, 3, 4].map((i) => (
          <div key={i} className="stat-card skeleton-block" />
        ))}
      </div>
      <div className="skeleton-block skeleton-chart" aria-hidden="true" />
    </div>
  );
}

/**
 * One report's loading, error and data states. While another range loads, the last figures
 * stay on screen, dimmed and marked busy.
 */
export function ViewState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <AnalyticsSkeleton />;
  if (query.isError && query.data === undefined) {
    return (
      <QueryError title={`Could not load ${what}`} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (query.data === undefined) return null;
  const stale = query.isPlaceholderData || (query.isFetching && !query.isRefetching);
  return (
    <div className={stale ? 'analytics-view is-stale' : 'analytics-view'} aria-busy={stale || undefined}>
      {children(query.data)}
    </div>
  );
}
