import { Suspense } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LogoLink } from '../../../components/ui/logo.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { withQueryClient } from '../../../lib/with-query-client.tsx';
import { AboutProfileLinkView } from './about-profile-link-view.tsx';

// Only visitors with a stored user id load the API helper and the query cache.
const AboutProfileLink = lazyPage(
  withQueryClient(() => import('./about-profile-link.tsx')),
  { offline: null },
);

/** The about page's own header: logo home, FAQ, and Login or the profile photo. */
export function AboutHeader({ userId }: { userId: string | null }) {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <LogoLink />
        <nav aria-label="About" className="public-nav about-nav">
          <ButtonLink to="/help/faq" variant="ghost" size="sm">
            FAQ
          </ButtonLink>
          {userId ? (
            <Suspense fallback={<AboutProfileLinkView photo={null} />}>
              <AboutProfileLink userId={userId} />
            </Suspense>
          ) : (
            <ButtonLink to="/auth" size="sm">
              Login
            </ButtonLink>
          )}
        </nav>
      </div>
    </header>
  );
}
