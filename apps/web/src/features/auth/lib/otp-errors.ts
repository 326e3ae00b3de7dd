import { ApiError } from '../../../lib/api-client.ts';

export interface OtpErrorView {
  message: string;
  /** The code cannot work any more: point at "Resend code". */
  offerResend: boolean;
}

const FALLBACKS: Record<string, string> = {
  OTP_INVALID: 'That code is not right. Check it and try again.',
  OTP_EXPIRED: 'That code has expired. Send a new one.',
  OTP_TOO_MANY_ATTEMPTS: 'Too many wrong tries for this code. Send a new one.',
  RATE_LIMITED: 'Too many attempts. Please wait a little and try again.',
};

/** Turns a failed verify or resend into words for the code screen. */
export function describeOtpError(err: unknown): OtpErrorView {
  if (!(err instanceof ApiError))
    return { message: 'Something went wrong. Please try again.', offerResend: false };
  const message = err.fields.otp ?? (err.message || FALLBACKS[err.code] || 'Please try again.');
  const spent = err.code === 'OTP_EXPIRED' || err.code === 'OTP_TOO_MANY_ATTEMPTS';
  return { message, offerResend: spent };
}
