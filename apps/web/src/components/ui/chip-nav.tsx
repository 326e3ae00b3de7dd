import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { revealInRow } from './reveal-in-row.ts';

/**
 * A row of link chips (the host tools, the analytics reports) that scrolls sideways on a phone
 * and keeps the chip of the current page in view.
 */
export function ChipNav({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The active chip changes with the path.
  useEffect(() => {
    const row = ref.current;
    const active = row?.querySelector<HTMLElement>('a.active');
    if (row && active) revealInRow(row, active);
  }, [pathname]);
  return (
    <nav aria-label={label} className="chip-nav" ref={ref}>
      {children}
    </nav>
  );
}
