import { LOGIN_SOURCE } from '@mingle/shared/constants';
import type { ZSendEmailOtpRequest } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import { api, type Envelope } from '../../../lib/api-client.ts';
import type { OtpSent } from './create-otp.ts';

/** POST sendEmailOtp: sends a sign-in code to an e-mail address. */
export async function sendEmailOtp(email: string): Promise<OtpSent> {
  const res = await api<Envelope<OtpSent>>('sendEmailOtp', {
    method: 'POST',
    body: { email, login_source: LOGIN_SOURCE } satisfies z.input<typeof ZSendEmailOtpRequest>,
  });
  return res.data;
}
