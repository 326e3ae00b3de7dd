import { LOGIN_SOURCE } from '@mingle/shared/constants';
import { api, type Envelope } from '../../../lib/api-client.ts';
import type { OtpSent } from './create-otp.ts';

/** POST sendEmailOtp: sends a sign-in code to an e-mail address. */
export async function sendEmailOtp(email: string): Promise<OtpSent> {
  const res = await api<Envelope<OtpSent>>('sendEmailOtp', {
    method: 'POST',
    body: { email, login_source: LOGIN_SOURCE },
  });
  return res.data;
}
