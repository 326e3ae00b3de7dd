import { Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { lazyPage } from '../../app/lazy-page.tsx';
import { withQueryClient } from '../../app/with-query-client.tsx';
import { HeaderSocialLinksView } from '../../features/realtime/components/header-social-links-view.tsx';
import { getToken } from '../../lib/storage.ts';
import { ButtonLink } from '../ui/button.tsx';
import { CompassIcon, TicketIcon } from '../ui/icons.tsx';
import { LogoLink } from '../ui/logo.tsx';
import { ProfileNavLinkView } from './profile-nav-link-view.tsx';

// The photo needs the API and the query cache; signed-out visitors never load either.
const ProfileNavLink = lazyPage(withQueryClient(() => import('./profile-nav-link.tsx')));
// Host Center shows in Host mode; both it and the Guest | Host switch read the profile's userType.
const HostCenterNavLink = lazyPage(
  withQueryClient(() => import('../../features/host-center/components/host-center-nav-link.tsx')),
);
const ModeSwitch = lazyPage(
  withQueryClient(() => import('../../features/host-center/components/mode-switch.tsx')),
);
// Live notifications hold the real-time connection: loaded only for signed-in people.
const HeaderSocialLinks = lazyPage(
  withQueryClient(() => import('../../features/realtime/components/header-social-links.tsx')),
);

/**
 * The main shell's header. Signed in: Discover, Events, Host Center (in Host mode), Profile and
 * the Guest | Host switch, which become a bottom tab bar on narrow screens. Signed out: a few
 * public links and Log in.
 */
export function SiteHeader() {
  // Reading on every navigation keeps the header right after signing in or out.
  useLocation();
  const signedIn = getToken() !== null;
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <LogoLink />
        {signedIn && (
          <Suspense fallback={<HeaderSocialLinksView />}>
            <HeaderSocialLinks />
          </Suspense>
        )}
        {signedIn ? (
          <nav aria-label="Main" className="app-nav">
            <NavLink to="/discover" className="nav-link">
              <CompassIcon />
              <span className="nav-label">Discover</span>
            </NavLink>
            <NavLink to="/events" className="nav-link">
              <TicketIcon />
              <span className="nav-label">Events</span>
            </NavLink>
            <Suspense fallback={null}>
              <HostCenterNavLink />
            </Suspense>
            <Suspense fallback={<ProfileNavLinkView />}>
              <ProfileNavLink />
            </Suspense>
            <Suspense fallback={null}>
              <ModeSwitch />
            </Suspense>
          </nav>
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
