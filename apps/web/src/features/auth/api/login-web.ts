import { LOGIN_SOURCE } from '@mingle/shared/constants';
import { authPaths } from '@mingle/shared/endpoints/auth.paths';
import type { SessionResponse, ZLoginWebRequest } from '@mingle/shared/schemas/auth';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';

export type LoginWebBody = { phoneNumber: string } | { email: string };

/**
 * POST login-web: signs in an existing account only. Without one it answers 404
 * ACCOUNT_NOT_FOUND and leaves the code unused, so it can still create the account.
 */
export async function loginWeb(who: LoginWebBody, otp: string): Promise<SessionResponse> {
  const res = await call(authPaths.loginWeb, {
    body: { ...who, otp, login_source: LOGIN_SOURCE } satisfies z.input<typeof ZLoginWebRequest>,
  });
  return res.data;
}
