import { LOGIN_SOURCE } from '@mingle/shared/constants';
import type { SessionResponse, ZVerifyPhoneOtpRequest } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** POST verfiyOtp (spelt so): checks a phone code; creates the account on first sign-in. */
export async function verifyOtp(phoneNumber: string, otp: string): Promise<SessionResponse> {
  const res = await api<Envelope<SessionResponse>>('verfiyOtp', {
    method: 'POST',
    body: { phoneNumber, otp, login_source: LOGIN_SOURCE } satisfies z.input<typeof ZVerifyPhoneOtpRequest>,
  });
  return res.data;
}
