import { STORAGE_KEYS } from '@mingle/shared/constants';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Spinner } from '../components/ui/spinner.tsx';
import { AppRoutes } from './router.tsx';

// Set-up's page never finishes loading here: what is on screen is what a slow network shows.
vi.mock('../features/auth/routes/registration-page.tsx', () => new Promise(() => {}));

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.userToken, 'token');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Where the router is, and a way to move the way the code step does once a code is right. */
function Probe() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{useLocation().pathname}</output>
      <button type="button" onClick={() => navigate('/auth/registration', { replace: true })}>
        Code accepted
      </button>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <Suspense fallback={<Spinner fullScreen />}>
        <AppRoutes />
      </Suspense>
    </MemoryRouter>,
  );
}

const loadingSetUp = () => screen.findByText('Loading profile set-up', {}, { timeout: 5000 });

it('opened directly, profile set-up that is still loading cannot be left by the logo', async () => {
  renderAt('/auth/registration');
  await loadingSetUp();

  fireEvent.click(screen.getByRole('link', { name: 'Mingle home' }));

  expect(screen.getByTestId('where').textContent).toBe('/auth/registration');
  expect(screen.getByText('Loading profile set-up')).toBeTruthy();
});

it('arriving from an earlier step, the earlier step is not left on screen to click out of while set-up loads', async () => {
  renderAt('/auth');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

  // Router navigations are transitions: without set-up's own loading screen, React would keep
  // the earlier step (and its live logo) on screen until set-up arrived.
  fireEvent.click(screen.getByRole('button', { name: 'Code accepted' }));
  await loadingSetUp();
  fireEvent.click(screen.getByRole('link', { name: 'Mingle home' }));

  expect(screen.getByTestId('where').textContent).toBe('/auth/registration');
});
