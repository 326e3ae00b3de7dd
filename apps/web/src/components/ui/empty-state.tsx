import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** A button or link that moves the person on. */
  action?: ReactNode;
  /** A small decorative illustration. */
  icon?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** What a list or page shows when it has nothing yet, saying what will appear there. */
export function EmptyState({ title, children, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cx('empty-state', className)}>
      {icon && (
        <div className="empty-state-icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading>{title}</Heading>
      {children && <div className="empty-state-text">{children}</div>}
      {action && <div className="empty-state-action">{action}</div>}
    </section>
  );
}
