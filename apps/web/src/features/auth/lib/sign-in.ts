import { isIncompleteProfileStatus } from '@mingle/shared/profile-status-rules';
import type { SessionResponse } from '@mingle/shared/schemas/auth';
import { ApiError } from '../../../lib/api-client.ts';
import { takeReturnPath } from '../../../lib/return-path.ts';
import { createOtp, type OtpSent } from '../api/create-otp.ts';
import { loginWeb } from '../api/login-web.ts';
import { sendEmailOtp } from '../api/send-email-otp.ts';
import { verifyEmailOtp } from '../api/verify-email-otp.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import type { Destination, RequestType } from './pending-sign-in.ts';

/** Sends a code by the destination's channel (createOtp or sendEmailOtp). */
export function requestCode(destination: Destination): Promise<OtpSent> {
  return destination.channel === 'phone'
    ? createOtp(destination.phoneNumber)
    : sendEmailOtp(destination.email);
}

function verifyCode(destination: Destination, otp: string): Promise<SessionResponse> {
  return destination.channel === 'phone'
    ? verifyOtp(destination.phoneNumber, otp)
    : verifyEmailOtp(destination.email, otp);
}

function loginWithCode(destination: Destination, otp: string): Promise<SessionResponse> {
  return loginWeb(
    destination.channel === 'phone' ? { phoneNumber: destination.phoneNumber } : { email: destination.email },
    otp,
  );
}

export interface SignInResult {
  session: SessionResponse;
  /** Log-in found no account, so the same code created one (the sign-up flow took over). */
  switchedToSignup: boolean;
}

/**
 * Log-in mode signs in an existing account only (login-web). Its ACCOUNT_NOT_FOUND leaves the
 * code unused, so the person is moved to sign-up with the very same code instead of being
 * asked for a new one. Sign-up mode verifies directly, which also signs in an existing account.
 */
export async function completeSignIn(
  destination: Destination,
  otp: string,
  requestType: RequestType,
): Promise<SignInResult> {
  if (requestType === 'signup')
    return { session: await verifyCode(destination, otp), switchedToSignup: false };
  try {
    return { session: await loginWithCode(destination, otp), switchedToSignup: false };
  } catch (err) {
    if (!(err instanceof ApiError && err.code === 'ACCOUNT_NOT_FOUND')) throw err;
    return { session: await verifyCode(destination, otp), switchedToSignup: true };
  }
}

/**
 * Where a fresh session goes: an unfinished profile to setup (the return path waits for the
 * end of it), everyone else back to the page that sent them to sign in, or to Discover.
 */
export function nextRouteAfterSignIn(profileStatus: string): string {
  return isIncompleteProfileStatus(profileStatus) ? '/auth/registration' : signedInHome();
}

/** The page that sent the person to sign in (used once), or Discover. */
export function signedInHome(): string {
  return takeReturnPath() ?? '/discover';
}
