import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { takeReturnPath } from '../../lib/return-path.ts';
import { SignInLink } from './sign-in-link.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('SignInLink', () => {
  it('goes to sign-in remembering this page with its query', async () => {
    render(
      <MemoryRouter initialEntries={['/event-details?id=ev-1']}>
        <Routes>
          <Route path="/event-details" element={<SignInLink>Sign in to RSVP</SignInLink>} />
          <Route path="/auth" element={<h1>Log in</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Sign in to RSVP' });
    expect(link.getAttribute('href')).toBe('/auth');
    expect(takeReturnPath()).toBeNull();
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(takeReturnPath()).toBe('/event-details?id=ev-1');
  });
});
