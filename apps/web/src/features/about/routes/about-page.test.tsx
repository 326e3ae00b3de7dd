import { STORAGE_KEYS } from '@mingle/shared/constants';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import AboutPage from './about-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
const userId = '6f1c1d5e-8a8b-4c1e-9d57-0c2c1b9a7e11';

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAbout() {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage />
    </MemoryRouter>,
  );
}

const profileResponse = (data: object) =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('the about page', () => {
  it('has the logo, FAQ, Login, the fee, Try it out, the host video and the store links', () => {
    renderAbout();
    expect(screen.getByRole('link', { name: 'Mingle home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/help/faq');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Try it out' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByText(/Ticketing fees are 5% plus \$1 per ticket/)).toBeTruthy();
    const video = document.querySelector('video');
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.getAttribute('src')).toMatch(/^https:\/\//);
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('href')).toMatch(
      /^https:\/\/apps\.apple\.com/,
    );
    expect(screen.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toMatch(
      /^https:\/\/play\.google\.com/,
    );
    // Nobody is signed in: no profile fetch.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a stored user id: fetches the profile, stores its status and shows the photo linking to /discover', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, userId);
    localStorage.setItem(STORAGE_KEYS.userToken, 'token');
    fetchMock.mockResolvedValue(
      profileResponse({ profileStatus: 'Completed', profilePhoto: '/uploads/me.webp' }),
    );
    renderAbout();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Your profile photo' }).getAttribute('href')).toBe('/discover');
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe(
        '/uploads/me.webp',
      ),
    );
    expect(localStorage.getItem(STORAGE_KEYS.profileStatus)).toBe('Completed');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/v1/getUserProfileDetails?ID=${userId}&login_source=web`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token');
  });

  it('shows the default picture when the profile has no photo', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, userId);
    fetchMock.mockResolvedValue(profileResponse({ profileStatus: 'newWebUser', profilePhoto: null }));
    renderAbout();
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.profileStatus)).toBe('newWebUser'), {
      timeout: 5000,
    });
    const img = screen.getByRole('img', { name: 'Your profile photo' });
    expect(img.getAttribute('src')).toBe('/default-avatar.svg');
  });

  it('only logs a failed profile fetch to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.userId, userId);
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ success: false, error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }),
        {
          status: 401,
        },
      ),
    );
    renderAbout();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe(
      '/default-avatar.svg',
    );
    expect(localStorage.getItem(STORAGE_KEYS.profileStatus)).toBeNull();
  });
});
