import { useEffect } from 'react';

/**
 * Keeps a phone's screen on while a valid ticket is shown, so it does not go dark in the queue
 * at the door. The lock is dropped when the tab is hidden, so it is asked for again on return.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let cancelled = false;
    let lock: WakeLockSentinel | null = null;
    const request = () =>
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (cancelled) void sentinel.release();
          else lock = sentinel;
        })
        // Refused (battery saver, no user gesture yet): the ticket still shows, the screen may dim.
        .catch(() => {});
    const onVisible = () => {
      if (document.visibilityState === 'visible') void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release();
    };
  }, [active]);
}
