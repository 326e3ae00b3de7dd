import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, ErrorBoundaryCore, FATAL_ERROR_TEXT } from './error-boundary.tsx';
import { FALLBACK_TITLE, UNKNOWN_ERROR_TEXT } from './error-fallback.tsx';

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

function Throws({ value }: { value: unknown }): never {
  throw value;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, element: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/about', path]} initialIndex={1}>
      <Where />
      <ErrorBoundary>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/about" element={<h1>About</h1>} />
          <Route path="*" element={element} />
        </Routes>
      </ErrorBoundary>
    </MemoryRouter>,
  );
}

describe('the error boundary', () => {
  it('shows the fallback page with the error message and the three buttons', () => {
    renderAt('/broken', <Throws value={new Error('The event could not be drawn')} />);
    expect(screen.getByRole('heading', { name: FALLBACK_TITLE })).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByText('The event could not be drawn')).toBeTruthy();
    for (const name of ['Go Back', 'Go to Home', 'Retry'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('reports the error only to the console', () => {
    const error = new Error('boom');
    renderAt('/broken', <Throws value={error} />);
    expect(consoleError.mock.calls.some((args: unknown[]) => args.includes(error))).toBe(true);
  });

  it('says "An unknown error occurred." when what was thrown has no message', () => {
    renderAt('/broken', <Throws value={{ not: 'an error' }} />);
    expect(screen.getByText(UNKNOWN_ERROR_TEXT)).toBeTruthy();
    expect(screen.getByText('An unknown error occurred.')).toBeTruthy();
  });

  it('Go to Home leaves the error behind', () => {
    renderAt('/broken', <Throws value={new Error('boom')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('Go Back returns to the previous page', () => {
    renderAt('/broken', <Throws value={new Error('boom')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/about');
    expect(screen.getByRole('heading', { name: 'About' })).toBeTruthy();
  });

  it('Retry renders the page again', () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('flaky');
      return <h1>Recovered</h1>;
    }
    renderAt('/flaky', <Flaky />);
    expect(screen.getByText('flaky')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeTruthy();
  });

  it('shows the fatal text when the fallback page itself fails', () => {
    // Outside a router the fallback's navigation hook throws, so the fallback fails to render.
    render(
      <ErrorBoundaryCore>
        <Throws value={new Error('first failure')} />
      </ErrorBoundaryCore>,
    );
    expect(screen.getByText(FATAL_ERROR_TEXT)).toBeTruthy();
    expect(screen.getByText("A fatal error occurred and we couldn't recover.")).toBeTruthy();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });
});
