import { INTENT_ICONS, type Intent } from '@mingle/shared/enums';

type IconName = (typeof INTENT_ICONS)[Intent];

/** 24×24 line drawings, one per icon name of spec §3. */
const PATHS: Record<IconName, string[]> = {
  // Open to anything: a door standing open.
  Open: ['M4 21h16', 'M6 21V4h9v17', 'M15 4l4 2v15', 'M12 12.5v1'],
  // Friendship: two hands clasped.
  Handshake: [
    'M2 12l4-5 4 1 3-2 3 1 6 5',
    'M22 12l-4 4',
    'M18 16l-2-2',
    'M16 18l-3-3',
    'M13 20l-3-3',
    'M2 12l8 8',
    'M10 8l-2 3 2 1 3-3',
  ],
  // Dating: a heart.
  Heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'],
};

export interface IntentIconProps {
  intent: Intent;
  size?: number;
  className?: string;
}

/** The icon of an intent (Open, Handshake, Heart). Decorative: the intent's name sits beside it. */
export function IntentIcon({ intent, size = 18, className }: IntentIconProps) {
  const name = INTENT_ICONS[intent];
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={name === 'Heart' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
