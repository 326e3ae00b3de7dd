import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLinkGuard } from './use-link-guard.ts';

afterEach(cleanup);

function Step({ onLeave }: { onLeave: (to: string) => void }) {
  useLinkGuard(onLeave);
  return (
    <>
      <p>At {useLocation().pathname}</p>
      <Link to="/?from=setup">Mingle home</Link>
      <a href="https://example.com/">Elsewhere</a>
    </>
  );
}

function renderStep(onLeave: (to: string) => void) {
  render(
    <MemoryRouter initialEntries={['/auth/registration']}>
      <Routes>
        <Route path="/auth/registration" element={<Step onLeave={onLeave} />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useLinkGuard', () => {
  it('hands an in-app link to onLeave instead of following it', () => {
    const onLeave = vi.fn();
    renderStep(onLeave);
    fireEvent.click(screen.getByRole('link', { name: 'Mingle home' }));
    expect(onLeave).toHaveBeenCalledWith('/?from=setup');
    expect(screen.getByText('At /auth/registration')).toBeTruthy();
  });

  it('leaves a click that opens a new tab, and a link to another site, alone', () => {
    const onLeave = vi.fn();
    renderStep(onLeave);
    fireEvent.click(screen.getByRole('link', { name: 'Mingle home' }), { ctrlKey: true });
    const away = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Elsewhere' }).dispatchEvent(away);
    expect(onLeave).not.toHaveBeenCalled();
  });
});
