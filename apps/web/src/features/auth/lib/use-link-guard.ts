import { useEffect, useRef } from 'react';

/**
 * Hands in-app link clicks anywhere on the page (the header's logo included) to `onLeave`
 * instead of following them, so a step can ask before it is left. The listener runs in the
 * capture phase on the document, before the router's links see the click; a click that opens
 * a new tab or goes to another site is left alone.
 */
export function useLinkGuard(onLeave: (to: string) => void): void {
  const latest = useRef(onLeave);
  latest.current = onLeave;
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      event.preventDefault();
      latest.current(`${anchor.pathname}${anchor.search}${anchor.hash}`);
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
