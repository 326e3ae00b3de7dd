import type { EventStatus } from '@mingle/shared/schemas/events';
import { cx } from '../../../components/ui/cx.ts';

const LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  cancelled: 'Cancelled',
};

export function EventStatusBadge({ status, ended = false }: { status: EventStatus; ended?: boolean }) {
  const label = status === 'published' && ended ? 'Ended' : LABELS[status];
  return (
    <span className={cx('badge', `status-${ended && status === 'published' ? 'ended' : status}`)}>
      {label}
    </span>
  );
}
