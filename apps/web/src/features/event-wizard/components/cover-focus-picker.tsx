import type { KeyboardEvent, MouseEvent } from 'react';

export interface CoverFocus {
  x: number;
  y: number;
}

export interface CoverFocusPickerProps {
  src: string;
  focus: CoverFocus;
  onChange: (focus: CoverFocus) => void;
  disabled: boolean;
}

/** How far one arrow key press moves the marker, in percent of the picture. */
const STEP = 5;
const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/**
 * The whole cover picture with a marker on the point that stays in view when every screen crops
 * it to 2:1 (docs/adr/0009-one-cover-shape.md): a click moves it there, the arrow keys nudge it.
 */
export function CoverFocusPicker({ src, focus, onChange, disabled }: CoverFocusPickerProps) {
  const pick = (e: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      x: clamp(((e.clientX - box.left) / box.width) * 100),
      y: clamp(((e.clientY - box.top) / box.height) * 100),
    });
  };
  const nudge = (e: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEY_MOVES[e.key];
    if (!move || disabled) return;
    e.preventDefault();
    onChange({ x: clamp(focus.x + move[0]), y: clamp(focus.y + move[1]) });
  };
  return (
    <div className="field cover-focus">
      {/* The marker button below is the keyboard way to the same choice. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the picture picks a point */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the marker takes the arrow keys */}
      <div className="cover-focus-frame" onClick={pick}>
        <img className="cover-focus-image" src={src} alt="The event's cover" draggable={false} />
        <button
          type="button"
          className="cover-focus-marker"
          style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
          aria-label={`Focal point: ${focus.x}% across, ${focus.y}% down. Use the arrow keys to move it.`}
          onKeyDown={nudge}
          disabled={disabled}
        />
      </div>
      <p className="hint">Click the photo to choose what stays in view</p>
    </div>
  );
}
