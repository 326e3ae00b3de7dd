import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * What a browser does on a full page load, done for in-app navigation: a new page starts at
 * the top, and focus moves to its content so keyboard and screen-reader users land on it
 * rather than on the link they left. Back and forward (POP) keep the browser's own scroll.
 */
export function NavigationEffects() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type === 'POP') return;
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, type]);
  return null;
}
