import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import { completeSignIn, nextRouteAfterSignIn, requestCode } from './sign-in.ts';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));

const mockedApi = vi.mocked(api);
const session = { token: 't', userId: '6f1c1d5e-8a8b-4c1e-9d57-0c2c1b9a7e11', profileStatus: 'Completed' };
const email = { channel: 'email' as const, email: 'ada@example.com' };
const phone = { channel: 'phone' as const, phoneNumber: '+14155550100' };

function calledPaths(): string[] {
  return mockedApi.mock.calls.map(([path]) => path);
}

beforeEach(() => {
  mockedApi.mockReset();
});

describe('completeSignIn', () => {
  it('logs an existing account in with login-web', async () => {
    mockedApi.mockResolvedValueOnce({ success: true, data: { ...session, isNewUser: false } });
    const result = await completeSignIn(email, '123456', 'login');
    expect(result.switchedToSignup).toBe(false);
    expect(result.session.token).toBe('t');
    expect(mockedApi).toHaveBeenCalledWith('login-web', {
      method: 'POST',
      body: { email: 'ada@example.com', otp: '123456', login_source: 'web' },
    });
  });

  it('switches to sign-up with the same code when login-web finds no account', async () => {
    mockedApi
      .mockRejectedValueOnce(new ApiError(404, 'ACCOUNT_NOT_FOUND', 'No account uses this e-mail.'))
      .mockResolvedValueOnce({
        success: true,
        data: { ...session, profileStatus: 'newWebUser', isNewUser: true },
      });
    const result = await completeSignIn(email, '123456', 'login');
    expect(result.switchedToSignup).toBe(true);
    expect(result.session.profileStatus).toBe('newWebUser');
    expect(calledPaths()).toEqual(['login-web', 'verifyEmailOtp']);
    expect(mockedApi.mock.calls[1]?.[1]?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      login_source: 'web',
    });
  });

  it('uses verfiyOtp (spelt so) for a phone after ACCOUNT_NOT_FOUND', async () => {
    mockedApi
      .mockRejectedValueOnce(new ApiError(404, 'ACCOUNT_NOT_FOUND', 'No account.'))
      .mockResolvedValueOnce({ success: true, data: { ...session, isNewUser: true } });
    await completeSignIn(phone, '654321', 'login');
    expect(calledPaths()).toEqual(['login-web', 'verfiyOtp']);
    expect(mockedApi.mock.calls[0]?.[1]?.body).toEqual({
      phoneNumber: '+14155550100',
      otp: '654321',
      login_source: 'web',
    });
  });

  it('passes any other failure through without trying sign-up', async () => {
    mockedApi.mockRejectedValueOnce(new ApiError(400, 'OTP_INVALID', 'Wrong code. 4 tries left.'));
    await expect(completeSignIn(email, '000000', 'login')).rejects.toMatchObject({ code: 'OTP_INVALID' });
    expect(calledPaths()).toEqual(['login-web']);
  });

  it('a plain 404 (say, an old server) is not mistaken for a missing account', async () => {
    mockedApi.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'Not found'));
    await expect(completeSignIn(email, '000000', 'login')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(calledPaths()).toEqual(['login-web']);
  });

  it('verifies directly in sign-up mode', async () => {
    mockedApi.mockResolvedValueOnce({ success: true, data: { ...session, isNewUser: true } });
    const result = await completeSignIn(phone, '123456', 'signup');
    expect(result.switchedToSignup).toBe(false);
    expect(calledPaths()).toEqual(['verfiyOtp']);
  });
});

describe('requestCode', () => {
  it('sends by the destination channel with login_source web', async () => {
    mockedApi.mockResolvedValue({ success: true, data: { resendAfterSeconds: 30, expiresInSeconds: 600 } });
    await requestCode(phone);
    await requestCode(email);
    expect(mockedApi.mock.calls).toEqual([
      ['createOtp', { method: 'POST', body: { phoneNumber: '+14155550100', login_source: 'web' } }],
      ['sendEmailOtp', { method: 'POST', body: { email: 'ada@example.com', login_source: 'web' } }],
    ]);
  });
});

describe('nextRouteAfterSignIn', () => {
  it('sends unfinished profiles to setup and everyone else to Discover', () => {
    expect(nextRouteAfterSignIn('newWebUser')).toBe('/auth/registration');
    expect(nextRouteAfterSignIn('NewUser')).toBe('/auth/registration');
    expect(nextRouteAfterSignIn('Onboarding')).toBe('/auth/registration');
    expect(nextRouteAfterSignIn('Completed')).toBe('/discover');
    expect(nextRouteAfterSignIn('KYC')).toBe('/discover');
  });
});
