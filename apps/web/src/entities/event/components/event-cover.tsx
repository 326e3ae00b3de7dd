import { useState } from 'react';
import { cx } from '../../../components/ui/cx.ts';

export interface EventCoverProps {
  src: string | null;
  /** Empty when the title beside it already names the event. */
  alt?: string;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
}

/** The event's cover image, or the brand gradient when there is none (or it fails to load). */
export function EventCover({ src, alt = '', className, eager = false }: EventCoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return <div className={cx('event-cover', 'event-cover-empty', className)} aria-hidden="true" />;
  return (
    <img
      className={cx('event-cover', className)}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
