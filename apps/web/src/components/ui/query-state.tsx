import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface QueryErrorProps {
  /** "Could not load …", naming what is missing. */
  title: ReactNode;
  error: Error;
  onRetry: () => void;
}

/** A list or page that failed to load: what is missing, why, and a way to try again. */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  return (
    <Alert variant="error" title={title}>
      <p>{error.message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
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

/** "Load more" under a paged list; nothing once the last page is in. */
export function NextPageButton({ query }: { query: NextPageQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="next-page">
      <Button
        variant="secondary"
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        Load more
      </Button>
    </div>
  );
}
