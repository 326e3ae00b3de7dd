import { OTP } from '@mingle/shared/constants';

const COMPLETE_CODE = new RegExp(`^\\d{${OTP.length}}$`);

/** All digits of a one-time code are in, as the API's OtpCode schema requires (kept zod-free for the auth pages). */
export function isCompleteCode(code: string): boolean {
  return COMPLETE_CODE.test(code);
}
