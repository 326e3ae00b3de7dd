import { useEffect, useRef } from 'react';
import { Button } from './button.tsx';
import './load-more.css';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Also load when the button scrolls into view (infinite scroll); the button stays as the fallback. */
  auto?: boolean;
  label?: string;
}

/** "Load more" for paged lists, optionally triggered by scrolling near the end. */
export function LoadMore({ hasMore, loading, onLoadMore, auto = false, label = 'Load more' }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const node = ref.current;
    if (!auto || !hasMore || loading || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={ref} className="load-more">
      <Button variant="secondary" onClick={onLoadMore} loading={loading}>
        {loading ? 'Loading…' : label}
      </Button>
    </div>
  );
}
