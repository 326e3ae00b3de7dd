import { describeCountdown, formatCountdown } from '../lib/countdown.ts';

export interface HoldCountdownProps {
  /** Milliseconds left on the hold. */
  left: number;
  /** The whole hold, for the bar. */
  totalMs: number;
}

/** Minutes and seconds left on the hold; the bar turns urgent in the last minute. */
export function HoldCountdown({ left, totalMs }: HoldCountdownProps) {
  const urgent = left <= 60_000;
  const fraction = totalMs > 0 ? Math.min(1, left / totalMs) : 0;
  return (
    <div className={`hold${urgent ? ' hold-urgent' : ''}`}>
      <p className="hold-text">
        Your tickets are held for{' '}
        <time className="hold-time" aria-hidden="true">
          {formatCountdown(left)}
        </time>
        {/* Announced once a minute, not every second. */}
        <span className="visually-hidden">{describeCountdown(Math.ceil(left / 60_000) * 60_000)}</span>
      </p>
      <div className="hold-bar" aria-hidden="true">
        <div className="hold-bar-fill" style={{ width: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}
