import { LOGIN_SOURCE } from '@mingle/shared/constants';
import { authPaths } from '@mingle/shared/endpoints/auth.paths';
import type { SessionResponse, ZVerifyEmailOtpRequest } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';

/** POST verifyEmailOtp: checks an e-mail code; creates the account on first sign-in. */
export async function verifyEmailOtp(email: string, otp: string): Promise<SessionResponse> {
  const res = await call(authPaths.verifyEmailOtp, {
    body: { email, otp, login_source: LOGIN_SOURCE } satisfies z.input<typeof ZVerifyEmailOtpRequest>,
  });
  return res.data;
}
