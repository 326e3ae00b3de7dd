import { useEffect } from 'react';

const SITE = 'Mingle';

/**
 * Names the browser tab after the page ("Help · Mingle"), so each screen has its own title
 * for tabs, history and screen readers. Without a title the tab just says "Mingle".
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE;
  }, [title]);
}
