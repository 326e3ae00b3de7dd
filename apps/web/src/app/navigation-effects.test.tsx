import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationEffects } from './navigation-effects.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderApp() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/']}>
      <NavigationEffects />
      <Routes>
        <Route path="/" element={<Link to="/help">Help</Link>} />
        <Route
          path="/help"
          element={
            <main id="main-content" tabIndex={-1}>
              <Back />
            </main>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return scrollTo;
}

describe('NavigationEffects', () => {
  it('leaves the first page alone', () => {
    const scrollTo = renderApp();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at the top with focus on its content', () => {
    const scrollTo = renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('keeps the browser’s scroll on back and forward', () => {
    const scrollTo = renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('link', { name: 'Help' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
