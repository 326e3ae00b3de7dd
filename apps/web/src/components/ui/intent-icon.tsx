import { INTENT_ICONS, type Intent } from '@mingle/shared/enums';

type IconName = (typeof INTENT_ICONS)[Intent];

// 24×24 outlines. The handshake follows Lucide's "handshake" (ISC licence).
const SHAPES: Record<IconName, { paths: string[]; filled: boolean }> = {
  // Open: a sparkle, anything may happen.
  Open: {
    filled: true,
    paths: [
      'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3z',
      'M18.5 15l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2z',
    ],
  },
  Handshake: {
    filled: false,
    paths: [
      'm11 17 2 2a1 1 0 1 0 3-3',
      'm14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4',
      'm21 3 1 11h-2',
      'M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3',
      'M3 4h8',
    ],
  },
  Heart: {
    filled: true,
    paths: [
      'M12 20.5s-7.5-4.6-9.3-9.3C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z',
    ],
  },
};

export interface IntentIconProps {
  intent: Intent;
  size?: number;
  className?: string;
}

/** The icon of an intent (Open, Handshake, Heart). Decorative: the name is always beside it. */
export function IntentIcon({ intent, size = 18, className }: IntentIconProps) {
  const name = INTENT_ICONS[intent];
  const { paths, filled } = SHAPES[name];
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-icon={name}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
