import { LOGIN_SOURCE } from '@mingle/shared/constants';
import { authPaths } from '@mingle/shared/endpoints/auth.paths';
import type { ZSendEmailOtpRequest } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';
import type { OtpSent } from './create-otp.ts';

/** POST sendEmailOtp: sends a sign-in code to an e-mail address. */
export async function sendEmailOtp(email: string): Promise<OtpSent> {
  const res = await call(authPaths.sendEmailOtp, {
    body: { email, login_source: LOGIN_SOURCE } satisfies z.input<typeof ZSendEmailOtpRequest>,
  });
  return res.data;
}
