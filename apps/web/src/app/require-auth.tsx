import { LOGOUT_REDIRECT_DELAY_MS } from '@mingle/shared/constants';
import { isIncompleteProfileStatus } from '@mingle/shared/profile-status-rules';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LEFT_SETUP_STATE } from '../features/auth/lib/page-state.ts';
import { logout } from '../lib/logout.ts';
import { rememberReturnPath } from '../lib/return-path.ts';
import { getProfileStatus, getToken } from '../lib/storage.ts';

export const AUTH_PATH = '/auth';

/** After this long the redirect happens even if the server has not answered the logout. */
const LOGOUT_WAIT_CAP_MS = 3000;

/**
 * The login-required guard: without a stored token, go to /auth replacing the
 * history entry; with a stored incomplete profile status, log out and go to /auth after
 * 300 ms, showing nothing meanwhile (the spinner is hidden). Either way the page asked for
 * (path and query) is remembered, and signing in comes back to it.
 */
export function RequireAuth() {
  const { pathname, search } = useLocation();
  if (!getToken()) return <RedirectToSignIn returnTo={`${pathname}${search}`} />;
  if (isIncompleteProfileStatus(getProfileStatus()))
    return <IncompleteProfileLogout returnTo={`${pathname}${search}`} />;
  return <Outlet />;
}

function RedirectToSignIn({ returnTo }: { returnTo: string }) {
  // Remembered in an effect, not during render, so a render React throws away stores nothing.
  useEffect(() => rememberReturnPath(returnTo), [returnTo]);
  return <Navigate to={AUTH_PATH} replace />;
}

function IncompleteProfileLogout({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    rememberReturnPath(returnTo);
    const timer = setTimeout(() => {
      const capped = new Promise<void>((resolve) => setTimeout(resolve, LOGOUT_WAIT_CAP_MS));
      void Promise.race([logout(), capped]).then(() => {
        // /auth says why: the account exists, the profile is what is missing.
        if (!cancelled) navigate(AUTH_PATH, { replace: true, state: LEFT_SETUP_STATE });
      });
    }, LOGOUT_REDIRECT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [navigate, returnTo]);
  return null;
}
