import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../../lib/logout.ts';
import { getRealtimeClient } from '../../../lib/realtime-client.ts';
import { SIGNED_OUT_STATE } from '../../../lib/signed-out.ts';
import { getToken } from '../../../lib/storage.ts';

/**
 * How long a chat's "You've been signed out" stays in view before the move to /auth, which
 * says it again.
 */
export const REVOKED_REDIRECT_DELAY_MS = 1500;

/**
 * The server closed the real-time connection with 4401: this session was ended elsewhere (on
 * another device, by deleting the account, or by a tab whose storage event this one missed).
 * The tab signs out for good and goes to /auth, instead of carrying on with a session that
 * every call now refuses. Another tab that signed out has cleared the shared stores already, so
 * only a tab still holding the refused token runs the logout (the door's unsent check-ins are
 * then held for its person, see device-db.ts).
 */
export function useRevokedSession(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const client = getRealtimeClient();
    const token = getToken();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = client.subscribe((event) => {
      if (event.type !== 'status' || event.status !== 'unauthenticated' || timer) return;
      timer = setTimeout(async () => {
        if (token !== null && getToken() === token) await logout();
        navigate('/auth', { replace: true, state: SIGNED_OUT_STATE });
      }, REVOKED_REDIRECT_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [navigate]);
}
