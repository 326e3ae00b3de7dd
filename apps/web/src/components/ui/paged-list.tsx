import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMore, QueryError } from './query-state.tsx';
import { SkeletonList } from './skeleton.tsx';

export interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>, Error>;
  /** What loads, for screen readers, while the first page's placeholder rows show. */
  loadingLabel?: string;
  /** "Could not load …"; left out where the section's heading says it. */
  errorTitle?: string;
  /** Shown when the list has no items at all. */
  empty: ReactNode;
  /** The rows of every page loaded so far; "Load more" follows them. */
  children: (items: T[]) => ReactNode;
}

/** A paged list's four states: loading, failed with a retry, empty, and its rows with "Load more". */
export function PagedList<T>({ query, loadingLabel, errorTitle, empty, children }: PagedListProps<T>) {
  if (query.isPending) return <SkeletonList label={loadingLabel ?? 'Loading'} />;
  if (query.isError) {
    return <QueryError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return empty;
  return (
    <>
      {children(items)}
      <LoadMore query={query} />
    </>
  );
}
