import { SPINNER } from '@mingle/shared/constants';
import { useEffect, useState } from 'react';
import { cx } from './cx.ts';

export interface SpinnerProps {
  /** Diameter in pixels (60 by default). */
  size?: number;
  /** Covers the whole viewport, as while a page loads. */
  fullScreen?: boolean;
  /** What is loading, for screen readers. */
  label?: string;
}

/** The loading spinner: its colour moves through seven colours, one every 500 ms. */
export function Spinner({ size = SPINNER.defaultSize, fullScreen = false, label = 'Loading' }: SpinnerProps) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % SPINNER.colors.length),
      SPINNER.colorIntervalMs,
    );
    return () => clearInterval(timer);
  }, []);
  const color = SPINNER.colors[index];
  return (
    <div role="status" aria-live="polite" className={cx('spinner', fullScreen && 'spinner-fullscreen')}>
      <svg
        className="spinner-ring"
        width={size}
        height={size}
        viewBox="0 0 50 50"
        aria-hidden="true"
        data-color={color}
        style={{ color }}
      >
        <circle
          cx="25"
          cy="25"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.15"
          strokeWidth="5"
        />
        <circle
          cx="25"
          cy="25"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray="90 150"
        />
      </svg>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
