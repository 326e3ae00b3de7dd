import { STORAGE_KEYS } from '@mingle/shared/constants';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHeader() {
  render(
    <MemoryRouter initialEntries={['/events']}>
      <SiteHeader />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('SiteHeader', () => {
  it('offers Log in to a signed-out visitor, and the logo goes home', () => {
    const nav = renderHeader();
    expect(nav.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
    expect(nav.queryByRole('link', { name: 'Discover' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mingle home' }).getAttribute('href')).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Discover, Events, Host Center and Profile with the photo when signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.userToken, 'token');
    localStorage.setItem(STORAGE_KEYS.userId, 'u-1');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, data: { profilePhoto: '/uploads/ada.webp' } }), {
        status: 200,
      }),
    );
    const nav = renderHeader();
    expect(nav.getByRole('link', { name: 'Discover' }).getAttribute('href')).toBe('/discover');
    expect(nav.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Host Center' }).getAttribute('href')).toBe('/host-center');
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
});
