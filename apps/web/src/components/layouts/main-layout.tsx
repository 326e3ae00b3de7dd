import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../ui/spinner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * The main shell: header, the page, footer. The layout owns the page's <main> landmark, so
 * pages render sections, not another <main>.
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="shell">
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="shell-main">
        <Suspense fallback={<Spinner fullScreen />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
