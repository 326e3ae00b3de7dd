import { COVER_BOX, coverPosition, coverSizeUrl, coverSrcSet } from '@mingle/shared/cover';
import { useState } from 'react';
import { cx } from '../../../components/ui/cx.ts';

export interface EventCoverProps {
  src: string | null;
  /** Empty when the title beside it already names the event. */
  alt?: string;
  className?: string;
  /** How wide the cover is shown, as the `sizes` attribute says it; picks the stored size. */
  sizes?: string;
  /** Above the fold: load at once, first, instead of lazily. */
  eager?: boolean;
  /** The event's focal point in percent (`coverFocusX`/`coverFocusY`); the crop keeps it in view. */
  focusX?: number;
  focusY?: number;
}

/**
 * Every event cover on every screen: one shape (2:1, docs/adr/0009-one-cover-shape.md) cropped
 * around the host's focal point (`object-position`, the centre by default), the stored size that fits the box (`srcset`/`sizes`), and a declared size so
 * the box is held before the picture arrives. The brand gradient when there is no cover (or it
 * fails to load).
 */
export function EventCover({
  src,
  alt = '',
  className,
  sizes = '100vw',
  eager = false,
  focusX = 50,
  focusY = 50,
}: EventCoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return <div className={cx('event-cover', 'event-cover-empty', className)} aria-hidden="true" />;
  const srcSet = coverSrcSet(src);
  return (
    <img
      className={cx('event-cover', className)}
      style={{ objectPosition: coverPosition(focusX, focusY) }}
      src={(srcSet && coverSizeUrl(src, 960)) || src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      width={COVER_BOX.width}
      height={COVER_BOX.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
