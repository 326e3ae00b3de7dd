import { STORAGE_KEYS } from '@mingle/shared/constants';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { requestCode } from '../lib/sign-in.ts';
import { SendCodeForm } from './send-code-form.tsx';

vi.mock('../lib/sign-in.ts', () => ({ requestCode: vi.fn() }));
const mockedRequestCode = vi.mocked(requestCode);
const sent = { resendAfterSeconds: 30, expiresInSeconds: 600 };

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <Routes>
        <Route path="/auth" element={<SendCodeForm requestType="login" />} />
        <Route path="/auth/otp" element={<h1>Code screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

beforeEach(() => {
  localStorage.clear();
  mockedRequestCode.mockReset();
});
afterEach(cleanup);

// The checks load on demand (zod stays out of /auth's first load); these pin that they still run.
describe('the send-code form without a form library', () => {
  it('refuses an empty and a malformed address, focusing it, rechecks as you type, then sends the clean address', async () => {
    localStorage.setItem(STORAGE_KEYS.rememberPreference, 'email');
    renderForm();
    send();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    const input = screen.getByLabelText('E-mail address');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'ada@' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(mockedRequestCode).not.toHaveBeenCalled();

    mockedRequestCode.mockResolvedValue(sent);
    fireEvent.change(input, { target: { value: '  Ada@Example.com ' } });
    await waitFor(() => expect(screen.queryByText('Enter a valid e-mail address')).toBeNull());
    send();
    expect(await screen.findByRole('heading', { name: 'Code screen' })).toBeTruthy();
    expect(mockedRequestCode).toHaveBeenCalledWith({ channel: 'email', email: 'ada@example.com' });
    expect(localStorage.getItem(STORAGE_KEYS.userEmail)).toBe('ada@example.com');
  });

  it('checks the phone number against the picked country and shows the server refusal', async () => {
    renderForm();
    const input = screen.getByLabelText('Phone number');
    fireEvent.change(input, { target: { value: '12' } });
    send();
    expect(await screen.findByText('Enter a valid phone number for the country you chose')).toBeTruthy();

    mockedRequestCode.mockRejectedValue(
      new ApiError(429, 'RATE_LIMITED', 'Too many codes. Try again in a minute.', {}),
    );
    fireEvent.change(input, { target: { value: '4155550100' } });
    await waitFor(() =>
      expect(screen.queryByText('Enter a valid phone number for the country you chose')).toBeNull(),
    );
    send();
    expect(await screen.findByText('Too many codes. Try again in a minute.')).toBeTruthy();
    expect(mockedRequestCode).toHaveBeenCalledTimes(1);
  });
});
