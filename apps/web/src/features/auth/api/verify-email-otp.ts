import { LOGIN_SOURCE } from '@mingle/shared/constants';
import type { SessionResponse } from '@mingle/shared/schemas/auth';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** POST verifyEmailOtp: checks an e-mail code; creates the account on first sign-in. */
export async function verifyEmailOtp(email: string, otp: string): Promise<SessionResponse> {
  const res = await api<Envelope<SessionResponse>>('verifyEmailOtp', {
    method: 'POST',
    body: { email, otp, login_source: LOGIN_SOURCE },
  });
  return res.data;
}
