import { LOGIN_SOURCE } from '@mingle/shared/constants';
import type { SessionResponse, ZVerifyEmailOtpRequest } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** POST verifyEmailOtp: checks an e-mail code; creates the account on first sign-in. */
export async function verifyEmailOtp(email: string, otp: string): Promise<SessionResponse> {
  const res = await api<Envelope<SessionResponse>>('verifyEmailOtp', {
    method: 'POST',
    body: { email, otp, login_source: LOGIN_SOURCE } satisfies z.input<typeof ZVerifyEmailOtpRequest>,
  });
  return res.data;
}
