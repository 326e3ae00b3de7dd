import { LOGIN_SOURCE } from '@mingle/shared/constants';
import type { SessionResponse, ZLoginWebRequest } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import { api, type Envelope } from '../../../lib/api-client.ts';

export type LoginWebBody = { phoneNumber: string } | { email: string };

/**
 * POST login-web: signs in an existing account only. Without one it answers 404
 * ACCOUNT_NOT_FOUND and leaves the code unused, so it can still create the account.
 */
export async function loginWeb(who: LoginWebBody, otp: string): Promise<SessionResponse> {
  const res = await api<Envelope<SessionResponse>>('login-web', {
    method: 'POST',
    body: { ...who, otp, login_source: LOGIN_SOURCE } satisfies z.input<typeof ZLoginWebRequest>,
  });
  return res.data;
}
