import { LOGIN_SOURCE } from '@mingle/shared/constants';
import { authPaths } from '@mingle/shared/endpoints/auth.paths';
import type { ZCreateOtpRequest, ZOtpSentResponse } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';

export type OtpSent = ReturnType<(typeof ZOtpSentResponse)['parse']>;

/** POST createOtp: sends a sign-in code to a phone number (E.164). */
export async function createOtp(phoneNumber: string): Promise<OtpSent> {
  const res = await call(authPaths.createOtp, {
    body: { phoneNumber, login_source: LOGIN_SOURCE } satisfies z.input<typeof ZCreateOtpRequest>,
  });
  return res.data;
}
