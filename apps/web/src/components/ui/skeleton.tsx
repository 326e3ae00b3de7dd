import type { CSSProperties } from 'react';
import { cx } from './cx.ts';

export interface SkeletonProps {
  /** A CSS length; the block fills its line when left out. */
  width?: string;
  height?: string;
  /** A round block, e.g. where an avatar will be. */
  circle?: boolean;
  className?: string;
}

/** One grey placeholder block, in the place and size of what is loading. */
export function Skeleton({ width, height, circle = false, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return <span className={cx('skeleton', circle && 'skeleton-circle', className)} style={style} />;
}

export interface SkeletonListProps {
  /** What is loading, for screen readers, e.g. "Loading your tickets". */
  label: string;
  /** How many placeholders: about one screen's worth. */
  count?: number;
  /**
   * `cards`: a grid of event cards (cover, title, two lines). `rows`: a list of rows with a
   * picture and two lines (tickets, chats, people, hosted events).
   */
  shape?: 'cards' | 'rows';
}

/**
 * A list's loading state in the list's own shape, so the page does not jump when the items
 * arrive. Announced once as a status; the blocks themselves are hidden from screen readers.
 */
export function SkeletonList({ label, count = 3, shape = 'rows' }: SkeletonListProps) {
  const items = Array.from({ length: count }, (_, i) => i);
  return (
    <div role="status" className={cx('skeleton-list', `skeleton-${shape}`)}>
      <span className="visually-hidden">{label}</span>
      {items.map((i) =>
        shape === 'cards' ? (
          <div key={i} className="skeleton-card" aria-hidden="true">
            <Skeleton className="skeleton-cover" />
            <div className="skeleton-lines">
              <Skeleton width="75%" height="1.1em" />
              <Skeleton width="55%" />
              <Skeleton width="40%" />
            </div>
          </div>
        ) : (
          <div key={i} className="skeleton-row" aria-hidden="true">
            <Skeleton circle width="48px" height="48px" />
            <div className="skeleton-lines">
              <Skeleton width={i % 2 === 0 ? '60%' : '70%'} height="1.05em" />
              <Skeleton width={i % 2 === 0 ? '40%' : '50%'} />
            </div>
          </div>
        ),
      )}
    </div>
  );
}
