import { STORAGE_KEYS } from '@mingle/shared/constants';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Spinner } from '../components/ui/spinner.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppRoutes } from './router.tsx';

beforeEach(() => {
  localStorage.clear();
  // Pages that fetch see a server that has not answered yet.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <ErrorBoundary>
        <Suspense fallback={<Spinner fullScreen />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
    </MemoryRouter>,
  );
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.userToken, 'token');
  localStorage.setItem(STORAGE_KEYS.userId, '6f1c1d5e-8a8b-4c1e-9d57-0c2c1b9a7e11');
  localStorage.setItem(STORAGE_KEYS.profileStatus, 'Completed');
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** Routes whose pages this shell ships, with the heading each shows. */
const PAGES: Array<[path: string, heading: string]> = [
  ['/', 'Go out. Meet the people going.'],
  ['/create-events', 'Events people want to come back to'],
  ['/help', 'How can we help?'],
  ['/help/terms-of-service', 'Terms of Service'],
  ['/help/privacy-policy', 'Privacy Policy'],
  ['/help/eula', 'End User Licence Agreement'],
  ['/help/host-agreement', 'Host Agreement'],
  ['/help/safety-notice', 'Safety Notice'],
  ['/help/faq', 'Frequently asked questions'],
  ['/about', 'About Mingle'],
];

/** Every other route; their pages belong to the features that build them. */
const OTHER_ROUTES = [
  '/discover',
  '/payout-accounts',
  '/shared',
  '/events',
  '/host-center',
  '/refund-requests',
  '/host-center/event-details',
  '/host-center/subscribers',
  '/host-center/analytics',
  '/host-center/analytics/revenue',
  '/host-center/analytics/guests',
  '/host-center/analytics/matches',
  '/host-center/analytics/connection-request',
  '/event-details',
  '/create-event',
  '/create-event/basic-details',
  '/create-event/event-info',
  '/create-event/tickets&promo',
  '/create-event/general-settings',
  '/create-event/payouts',
  '/text-blast',
  '/recipient-selection',
  '/textBlast-details',
  '/profile',
  '/event-cancelled',
  '/auth',
  '/auth/otp',
  '/auth/signup',
  '/auth/profile-pic-upload',
  '/auth/registration',
  '/dev/outbox',
];

describe('the router', () => {
  it.each(PAGES)('serves %s with its page', async (path, heading) => {
    signIn();
    renderAt(path);
    expect(await h1(heading)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(path);
    expect(screen.queryByText('Oops! Page not found.')).toBeNull();
  });

  it.each(OTHER_ROUTES)('serves %s with its feature page', async (path) => {
    signIn();
    renderAt(path);
    // Loaded once the page's own content (a heading, or its own loading state) replaces the
    // full-screen spinner of the page load.
    await vi.waitFor(
      () => {
        expect(document.querySelector('.spinner-fullscreen')).toBeNull();
        expect(document.querySelector('h1, [role="status"]')).not.toBeNull();
      },
      { timeout: 5000 },
    );
    // A page opened without its context (e.g. the code step, an event without an id) may send
    // you on within its own section.
    expect(screen.getByTestId('where').textContent?.split('/')[1]).toBe(path.split('/')[1]);
    expect(screen.queryByText('Oops! Page not found.')).toBeNull();
  });

  it.each(['/discover', '/profile', '/create-event/payouts', '/host-center/analytics/revenue'])(
    'sends a visitor without a token from %s to /auth',
    async (path) => {
      renderAt(path);
      await h1(/.+/);
      expect(screen.getByTestId('where').textContent).toBe('/auth');
    },
  );

  it.each(['/no/such/page', '/help/unknown', '/auth/unknown', '/Discover/x'])(
    'shows the 404 page for %s with a way home',
    async (path) => {
      renderAt(path);
      expect(await h1('Oops! Page not found.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    },
  );

  it('shows the fallback page for /test-error', async () => {
    renderAt('/test-error');
    expect(await h1('Something went wrong.')).toBeTruthy();
    expect(screen.getByText('This is a test error thrown on purpose by /test-error.')).toBeTruthy();
  });
});
