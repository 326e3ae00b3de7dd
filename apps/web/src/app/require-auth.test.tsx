import { STORAGE_KEYS } from '@mingle/shared/constants';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeReturnPath } from '../lib/return-path.ts';
import { RequireAuth } from './require-auth.tsx';

const fetchMock = vi.fn<typeof fetch>();

// logout() loads these on demand; loading them once here keeps the timed tests independent of
// how long a first import takes on a busy machine.
beforeAll(async () => {
  await Promise.all([import('../lib/api-client.ts'), import('../lib/query-client.ts')]);
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p data-testid="probe">
      {location.pathname} {type}
    </p>
  );
}

function renderGuarded(path = '/events') {
  render(
    <MemoryRouter initialEntries={['/about', path]} initialIndex={1}>
      <Probe />
      <Routes>
        <Route path="/about" element={<h1>About</h1>} />
        <Route path="/auth" element={<h1>Log in</h1>} />
        <Route element={<RequireAuth />}>
          <Route path="/events" element={<h1>Your events</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

function signIn(profileStatus: string) {
  localStorage.setItem(STORAGE_KEYS.userToken, 'token-1');
  localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  localStorage.setItem(STORAGE_KEYS.profileStatus, profileStatus);
  localStorage.setItem(STORAGE_KEYS.userEmail, 'ada@example.com');
}

describe('the login-required guard', () => {
  it('sends a visitor without a token to /auth, replacing the history entry', () => {
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByTestId('probe').textContent).toBe('/auth REPLACE');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('remembers the page asked for, with its query, so signing in comes back to it', () => {
    renderGuarded('/events?tab=invited');
    expect(screen.getByTestId('probe').textContent).toBe('/auth REPLACE');
    expect(takeReturnPath()).toBe('/events?tab=invited');
  });

  it('lets a signed-in person with a complete profile through, remembering nothing', () => {
    signIn('Completed');
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Your events' })).toBeTruthy();
    expect(takeReturnPath()).toBeNull();
  });

  it.each(['newWebUser', 'NewUser', 'Onboarding', 'NEW_WEB_USER', 'NEW_USER', 'ONBOARDING'])(
    'logs out a person whose stored status is %s and sends them to /auth after 300 ms',
    async (status) => {
      vi.useFakeTimers();
      signIn(status);
      renderGuarded();
      // Meanwhile nothing is shown: no page and no spinner.
      expect(screen.queryByRole('heading', { name: 'Your events' })).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(screen.getByTestId('probe').textContent).toBe('/events POP');
      expect(localStorage.length).toBe(4);

      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(localStorage.length).toBe(0);
      await vi.waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('/auth REPLACE'));
      // The server session was ended with the token the person had.
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/v1/logout');
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
      // Signing in again (and finishing the profile) comes back here.
      expect(takeReturnPath()).toBe('/events');
    },
  );

  it('still sends the person to /auth when the server cannot be reached', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    signIn('newWebUser');
    renderGuarded();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(localStorage.length).toBe(0);
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a server that never answers for more than a few seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    signIn('Onboarding');
    renderGuarded();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(localStorage.length).toBe(0);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Log in' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });
});
