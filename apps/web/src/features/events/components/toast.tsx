import '../../../entities/event/events.css';
import { useCallback, useEffect, useRef, useState } from 'react';

const TOAST_MS = 3000;

/** A short confirmation ("Link copied") that screen readers announce and that fades by itself. */
export function useToast() {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(null), TOAST_MS);
  }, []);
  const toast = (
    <div className="toast-region" role="status" aria-live="polite">
      {message && <div className="toast">{message}</div>}
    </div>
  );
  return { show, toast };
}
