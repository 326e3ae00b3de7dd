import { STORAGE_KEYS } from '@mingle/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import { rememberReturnPath, takeReturnPath } from '../../../lib/return-path.ts';
import OtpPage from './otp-page.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));

const mockedApi = vi.mocked(api);
const userId = '6f1c1d5e-8a8b-4c1e-9d57-0c2c1b9a7e11';
const sent = { resendAfterSeconds: 30, expiresInSeconds: 600, devOutbox: '/dev/outbox?to=ada%40example.com' };

function renderOtpPage(state: unknown = { sent }) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: '/auth/otp', state }]}>
        <Routes>
          <Route path="/auth" element={<h1>Login screen</h1>} />
          <Route path="/auth/otp" element={<OtpPage />} />
          <Route path="/auth/registration" element={<h1>Registration screen</h1>} />
          <Route path="/discover" element={<h1>Discover screen</h1>} />
          <Route path="/shared" element={<h1>Shared ticket screen</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function pasteCode(code: string) {
  const first = screen.getByLabelText('Digit 1 of 6');
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockedApi.mockReset();
  localStorage.setItem(STORAGE_KEYS.rememberPreference, 'email');
  localStorage.setItem(STORAGE_KEYS.userEmail, 'ada@example.com');
  localStorage.setItem(STORAGE_KEYS.requestType, 'login');
});

afterEach(cleanup);

describe('/auth/otp', () => {
  it('says where the code went and links to the dev outbox in development', () => {
    renderOtpPage();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open the dev outbox' });
    expect(link.getAttribute('href')).toBe('/dev/outbox?to=ada%40example.com');
    expect(screen.getByRole('link', { name: /Change e-mail/ }).getAttribute('href')).toBe('/auth');
  });

  it('logs in an existing account on the sixth digit and goes to Discover', async () => {
    mockedApi.mockResolvedValueOnce({
      success: true,
      data: { token: 'tok', userId, profileStatus: 'Completed', isNewUser: false },
    });
    renderOtpPage();
    pasteCode('123456');
    await screen.findByText('Discover screen');
    expect(mockedApi.mock.calls.map(([p]) => p)).toEqual(['login-web']);
    expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBe('tok');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(userId);
    expect(localStorage.getItem(STORAGE_KEYS.profileStatus)).toBe('Completed');
  });

  it('creates the account with the same code when log-in finds none, then asks for the profile', async () => {
    mockedApi
      .mockRejectedValueOnce(new ApiError(404, 'ACCOUNT_NOT_FOUND', 'There is no account for this e-mail.'))
      .mockResolvedValueOnce({
        success: true,
        data: { token: 'new', userId, profileStatus: 'newWebUser', isNewUser: true },
      });
    renderOtpPage();
    pasteCode('123456');
    await screen.findByText('Registration screen');
    expect(mockedApi.mock.calls.map(([p]) => p)).toEqual(['login-web', 'verifyEmailOtp']);
    expect(localStorage.getItem(STORAGE_KEYS.requestType)).toBe('signup');
    expect(localStorage.getItem(STORAGE_KEYS.profileStatus)).toBe('newWebUser');
  });

  it('shows a wrong code readably, clears the boxes, and lets the person try again', async () => {
    mockedApi.mockRejectedValueOnce(
      new ApiError(400, 'OTP_INVALID', 'That code is not right. 4 tries left.', {
        otp: 'That code is not right. 4 tries left.',
      }),
    );
    renderOtpPage();
    pasteCode('000000');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('4 tries left');
    const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(boxes.every((b) => b.value === '')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBeNull();
  });

  it('offers a new code when the code has expired', async () => {
    mockedApi.mockRejectedValueOnce(new ApiError(400, 'OTP_EXPIRED', 'This code has expired.'));
    renderOtpPage({ sent: { ...sent, resendAfterSeconds: 0 } });
    pasteCode('123456');
    expect((await screen.findByRole('alert')).textContent).toContain('expired');
    expect(screen.getByRole('button', { name: 'Resend code' }).className).toContain('btn-secondary');

    mockedApi.mockResolvedValueOnce({ success: true, data: { ...sent, resendAfterSeconds: 30 } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('A new code is on its way.');
    expect(mockedApi).toHaveBeenLastCalledWith('sendEmailOtp', {
      method: 'POST',
      body: { email: 'ada@example.com', login_source: 'web' },
    });
    expect(screen.getByRole('button', { name: /Resend code in 0:(30|29)/ })).toBeTruthy();
  });

  it('shows the server’s words when codes are asked for too often', async () => {
    mockedApi.mockRejectedValueOnce(
      new ApiError(429, 'RATE_LIMITED', 'Too many codes for this address. Try again in 12 minutes.'),
    );
    renderOtpPage({});
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 12 minutes');
  });

  it('restarts the resend countdown from the Retry-After of a refused resend', async () => {
    mockedApi
      .mockResolvedValueOnce({ success: true, data: { ...sent, resendAfterSeconds: 0 } })
      .mockRejectedValueOnce(
        new ApiError(429, 'RATE_LIMITED', 'Please wait before asking for another code.', {}, 75),
      );
    renderOtpPage({});
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('A new code is on its way.');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please wait');
    const waiting = screen.getByRole('button', { name: /Resend code in 1:1[45]/ }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(screen.queryByText('A new code is on its way.')).toBeNull();
  });

  it('goes back after sign-in to the page that sent the person to sign in, once', async () => {
    rememberReturnPath('/shared?token=abc');
    mockedApi.mockResolvedValueOnce({
      success: true,
      data: { token: 'tok', userId, profileStatus: 'Completed', isNewUser: false },
    });
    renderOtpPage();
    pasteCode('123456');
    await screen.findByText('Shared ticket screen');
    expect(takeReturnPath()).toBeNull();
  });

  it('keeps the return path through a first-time profile setup', async () => {
    rememberReturnPath('/event-details?id=ev-1');
    mockedApi.mockResolvedValueOnce({
      success: true,
      data: { token: 'tok', userId, profileStatus: 'newWebUser', isNewUser: true },
    });
    renderOtpPage();
    pasteCode('123456');
    await screen.findByText('Registration screen');
    expect(takeReturnPath()).toBe('/event-details?id=ev-1');
  });

  it('goes back to the sign-in screen when it does not know where a code was sent', async () => {
    localStorage.clear();
    renderOtpPage();
    await waitFor(() => expect(screen.getByText('Login screen')).toBeTruthy());
  });
});
