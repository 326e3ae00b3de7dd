import { LOGIN_SOURCE } from '@mingle/shared/constants';
import type { ZCreateOtpRequest, ZOtpSentResponse } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import { api, type Envelope } from '../../../lib/api-client.ts';

export type OtpSent = ReturnType<(typeof ZOtpSentResponse)['parse']>;

/** POST createOtp: sends a sign-in code to a phone number (E.164). */
export async function createOtp(phoneNumber: string): Promise<OtpSent> {
  const res = await api<Envelope<OtpSent>>('createOtp', {
    method: 'POST',
    body: { phoneNumber, login_source: LOGIN_SOURCE } satisfies z.input<typeof ZCreateOtpRequest>,
  });
  return res.data;
}
