import { LOGIN_SOURCE } from '@mingle/shared/constants';
import { authPaths } from '@mingle/shared/endpoints/auth.paths';
import type { SessionResponse, ZVerifyPhoneOtpRequest } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';

/** POST verfiyOtp (spelt so): checks a phone code; creates the account on first sign-in. */
export async function verifyOtp(phoneNumber: string, otp: string): Promise<SessionResponse> {
  const res = await call(authPaths.verifyOtp, {
    body: { phoneNumber, otp, login_source: LOGIN_SOURCE } satisfies z.input<typeof ZVerifyPhoneOtpRequest>,
  });
  return res.data;
}
