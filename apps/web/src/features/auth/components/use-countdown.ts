import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment `seconds` from now. It counts against the clock rather than
 * ticks, so a throttled background tab still shows the right number when it comes back.
 */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + Math.max(0, initialSeconds) * 1000);
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const update = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    };
    timer = setInterval(update, 250);
    update();
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((seconds: number) => {
    setEndsAt(Date.now() + Math.max(0, seconds) * 1000);
    setRemaining(Math.max(0, Math.ceil(seconds)));
  }, []);

  return { remaining, restart };
}

/** 75 → "1:15". */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
