import { Suspense, useEffect } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { ProfileNavLinkView } from '../../components/layouts/profile-nav-link-view.tsx';
import { CompassIcon, TicketIcon } from '../../components/ui/icons.tsx';
import { HeaderSocialLinksView } from '../../features/realtime/components/header-social-links-view.tsx';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { onSignedOutInOtherTab } from '../../lib/session-sync.ts';
import { SIGNED_OUT_STATE } from '../../lib/signed-out.ts';
import { withQueryClient } from '../../lib/with-query-client.tsx';

/** Parts of the header, not pages: one that cannot load offline is simply left out. */
const PART = { offline: null };

// The photo needs the API and the query cache.
const ProfileNavLink = lazyPage(
  withQueryClient(() => import('./profile-nav-link.tsx')),
  PART,
);
// Host Center shows in Host mode (Door in Guest mode, for door staff); both it and the Guest | Host
// switch read the profile's userType.
const HostCenterNavLink = lazyPage(
  withQueryClient(() => import('../../features/host-center/components/host-center-nav-link.tsx')),
  PART,
);
const ModeSwitch = lazyPage(
  withQueryClient(() => import('../../features/host-center/components/mode-switch.tsx')),
  PART,
);
// Live notifications hold the real-time connection.
const HeaderSocialLinks = lazyPage(
  withQueryClient(() => import('../../features/realtime/components/header-social-links.tsx')),
  PART,
);

/**
 * The header's signed-in part: Matches, Chats and Notifications, then Discover, Events, Host
 * Center (in Host mode) or Door (door staff in Guest mode), Profile and the Guest | Host switch,
 * which become a bottom tab bar on narrow screens. A chunk of its own: signed-out visitors never download it.
 */
export default function SignedInNav() {
  useSignOutWithOtherTabs();
  return (
    <>
      <Suspense fallback={<HeaderSocialLinksView />}>
        <HeaderSocialLinks />
      </Suspense>
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
    </>
  );
}

/**
 * Another tab signed out: this one follows to /auth rather than keep showing the signed-in menu
 * over a session that no longer exists. That tab cleared the stores the browser shares; this
 * tab's query cache is its own memory, emptied once its pages have gone.
 */
function useSignOutWithOtherTabs(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSignedOutInOtherTab(() => {
        navigate('/auth', { replace: true, state: SIGNED_OUT_STATE });
        void import('../../lib/query-client.ts').then(({ queryClient }) => queryClient.clear());
      }),
    [navigate],
  );
}
