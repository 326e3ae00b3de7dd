import { INTENT_ICONS, type Intent } from '@mingle/shared/enums';

const PATHS: Record<(typeof INTENT_ICONS)[Intent], string> = {
  // Open: a sparkle, anything may happen.
  Open: 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3zM18.5 15l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2z',
  // Handshake: two hands meeting.
  Handshake:
    'M2 11l4-4 4 1.5L13 7l3 1 6 3-2 3-2-1-4 4.5a1.6 1.6 0 0 1-2.3.1l-.7-.6-.8.7a1.6 1.6 0 0 1-2.2-.1L6 16l-1.5-1.5L2 11zM9 11l2.5 2.5M11 10l3 3',
  // Heart: dating.
  Heart:
    'M12 20.5s-7.5-4.6-9.3-9.3C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z',
};

export interface IntentIconProps {
  intent: Intent;
  size?: number;
  className?: string;
}

/** The icon of an intent (spec §3: Open, Handshake, Heart). Decorative: the name is always beside it. */
export function IntentIcon({ intent, size = 20, className }: IntentIconProps) {
  const name = INTENT_ICONS[intent];
  const filled = name !== 'Handshake';
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
      strokeWidth={1.6}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
