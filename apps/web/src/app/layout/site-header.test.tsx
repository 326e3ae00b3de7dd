import { STORAGE_KEYS } from '@mingle/shared/constants';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { SiteHeader } from './site-header.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  // The header's parts share the app's one query cache: start each test without the last one's profile.
  queryClient.clear();
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A signed-in person whose profile (photo and mode) and teams the API answers. */
function signIn(userType: 'Host' | 'Guest', teams: { id: string; name: string; role: string }[] = []) {
  localStorage.setItem(STORAGE_KEYS.userToken, 'token');
  localStorage.setItem(STORAGE_KEYS.userId, 'u-1');
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('me/organizations')
      ? new Response(JSON.stringify({ success: true, data: { items: teams } }), { status: 200 })
      : String(url).includes('getUserProfileDetails')
        ? new Response(
            JSON.stringify({
              success: true,
              data: { id: 'u-1', profilePhoto: '/uploads/ada.webp', userType },
            }),
            { status: 200 },
          )
        : new Response(JSON.stringify({ success: true, data: { items: [], unread: 0 } }), { status: 200 }),
  );
}

function renderHeader() {
  render(
    <MemoryRouter initialEntries={['/events']}>
      <SiteHeader />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

/** The signed-in navigation arrives as a chunk of its own; give a busy machine time to load it. */
async function signedInNav() {
  render(
    <MemoryRouter initialEntries={['/events']}>
      <SiteHeader />
    </MemoryRouter>,
  );
  return within(await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 }));
}

describe('SiteHeader', () => {
  it('offers Log in to a signed-out visitor, and the logo goes home, loading nothing more', () => {
    const nav = renderHeader();
    expect(nav.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
    expect(nav.queryByRole('link', { name: 'Discover' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mingle home' }).getAttribute('href')).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Discover, Events, Host Center (in Host mode) and Profile with the photo when signed in', async () => {
    signIn('Host');
    const nav = await signedInNav();
    expect(nav.getByRole('link', { name: 'Discover' }).getAttribute('href')).toBe('/discover');
    expect(nav.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    // Host Center waits for the profile's mode, which a lazily loaded part reads.
    await vi.waitFor(
      () => expect(nav.getByRole('link', { name: 'Host Center' }).getAttribute('href')).toBe('/host-center'),
      { timeout: 5000 },
    );
    expect(nav.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    // The photo arrives with a lazily loaded part; give a busy machine time to load it.
    await vi.waitFor(
      () =>
        expect(nav.getByRole('link', { name: 'Profile' }).querySelector('img')?.getAttribute('src')).toBe(
          '/uploads/ada.webp',
        ),
      { timeout: 5000 },
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/v1/getUserProfileDetails?ID=u-1&login_source=web',
    );
  });

  it('leaves Host Center out in Guest mode and offers the switch to Host mode', async () => {
    signIn('Guest');
    const nav = await signedInNav();
    await vi.waitFor(() => expect(nav.getByRole('button', { name: 'Switch to Host mode' })).toBeTruthy(), {
      timeout: 5000,
    });
    expect(nav.getByRole('button', { name: 'Guest' }).getAttribute('aria-pressed')).toBe('true');
    expect(nav.queryByRole('link', { name: 'Host Center' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Door' })).toBeNull();
  });

  it('offers door staff in Guest mode the way to their door view', async () => {
    signIn('Guest', [{ id: 'o-1', name: 'Club', role: 'door' }]);
    const nav = await signedInNav();
    await vi.waitFor(
      () => expect(nav.getByRole('link', { name: 'Door' }).getAttribute('href')).toBe('/host-center/door'),
      { timeout: 5000 },
    );
    expect(nav.queryByRole('link', { name: 'Host Center' })).toBeNull();
  });
});
