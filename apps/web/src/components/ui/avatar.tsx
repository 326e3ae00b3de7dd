import { useState } from 'react';
import { cx } from './cx.ts';

export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

export interface AvatarProps {
  /** The photo URL; the default picture is shown when it is missing or fails to load. */
  src?: string | null;
  /** Describes the photo; empty when a neighbouring text already names the person. */
  alt: string;
  size?: number;
  className?: string;
}

export function Avatar({ src, alt, size = 40, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && src !== failed ? src : DEFAULT_AVATAR_URL;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      className={cx('avatar', className)}
      onError={() => src && setFailed(src)}
      decoding="async"
    />
  );
}
