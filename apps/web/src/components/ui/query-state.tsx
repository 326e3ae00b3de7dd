import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface QueryErrorProps {
  /** "Could not load …", naming what is missing; left out where the section's heading says it. */
  title?: ReactNode;
  error: Error;
  onRetry: () => void;
  /** The button's text, where a screen words it differently. */
  retryLabel?: string;
}

/** A list or page that failed to load: what is missing, why, and a way to try again. */
export function QueryError({ title, error, onRetry, retryLabel = 'Retry' }: QueryErrorProps) {
  return (
    <Alert variant="error" title={title}>
      <p>{error.message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

/** The paging part of an infinite query, so callers can pass the query itself. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreProps {
  query: NextPageQuery;
  /** Also load when the button scrolls into view (infinite scroll); the button stays as the fallback. */
  auto?: boolean;
}

/** "Load more" under a paged list, optionally triggered by scrolling near the end; nothing once the last page is in. */
export function LoadMore({ query, auto = false }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage } = query;
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(query);
  latest.current = query;

  useEffect(() => {
    const node = ref.current;
    if (!auto || !hasNextPage || isFetchingNextPage || !node || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void latest.current.fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, hasNextPage, isFetchingNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={ref} className="load-more">
      <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={isFetchingNextPage}>
        {isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
