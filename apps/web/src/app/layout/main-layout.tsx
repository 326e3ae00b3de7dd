import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/layouts/site-footer.tsx';
import { SkipLink } from '../../components/layouts/skip-link.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The main shell: header, the page, footer. The layout owns the page's <main> landmark, so
 * pages render sections, not another <main>.
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="shell">
      <SkipLink />
      <SiteHeader />
      {/* The footer waits with the page: shown before it, it would jump down when the page
          arrives (a layout shift that costs the Lighthouse score). */}
      <Suspense fallback={<Spinner fullScreen />}>
        <main id="main-content" tabIndex={-1} className="shell-main">
          {children ?? <Outlet />}
        </main>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
