import { STORAGE_KEYS } from '@mingle/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from '../../../lib/return-path.ts';
import ProfilePicUploadPage from './profile-pic-upload-page.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.userToken, 'tok');
});
afterEach(cleanup);

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/auth/profile-pic-upload']}>
        <Routes>
          <Route path="/auth/profile-pic-upload" element={<ProfilePicUploadPage />} />
          <Route path="/discover" element={<h1>Discover screen</h1>} />
          <Route path="/shared" element={<h1>Shared ticket screen</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/auth/profile-pic-upload', () => {
  it('skips to Discover when nothing sent the person to sign in', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Discover screen' })).toBeTruthy();
  });

  it('skips back to the page that sent the person to sign in, and forgets it', async () => {
    rememberReturnPath('/shared?token=abc');
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Shared ticket screen' })).toBeTruthy();
    expect(takeReturnPath()).toBeNull();
  });
});
