import { Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { LogoLink } from '../../components/ui/logo.tsx';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { getToken } from '../../lib/storage.ts';

// Only signed-in people see it, so the public pages' first load leaves it out.
// A part of the header, not a page: offline without its chunk, the header goes without it.
const SignedInNav = lazyPage(() => import('./signed-in-nav.tsx'), { offline: null });

/**
 * The main shell's header. Signed in: the social links and the app navigation (loaded on
 * demand). Signed out: a few public links and Log in.
 */
export function SiteHeader() {
  // Reading on every navigation keeps the header right after signing in or out.
  useLocation();
  const signedIn = getToken() !== null;
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <LogoLink />
        {signedIn ? (
          <Suspense fallback={null}>
            <SignedInNav />
          </Suspense>
        ) : (
          <nav aria-label="Main" className="public-nav">
            <NavLink to="/about" className="public-link">
              About
            </NavLink>
            <NavLink to="/create-events" className="public-link">
              Host events
            </NavLink>
            <NavLink to="/help" className="public-link">
              Help
            </NavLink>
            <ButtonLink to="/auth" size="sm">
              Log in
            </ButtonLink>
          </nav>
        )}
      </div>
    </header>
  );
}
