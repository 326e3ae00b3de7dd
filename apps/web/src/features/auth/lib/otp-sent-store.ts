import type { OtpSent } from '../api/create-otp.ts';

const KEY = 'mingle.otpSent';

/**
 * The last code's answer (how long it works, the dev outbox link), kept for this tab so a reload
 * of /auth/otp still shows the help it showed before; the minutes left are counted from when it
 * was sent.
 */
export function rememberOtpSent(sent: OtpSent, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ sent, at: now }));
  } catch {
    // Storage refused (private mode): a reload shows the page without the help, as before.
  }
}

export function recallOtpSent(now = Date.now()): OtpSent | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { sent: OtpSent; at: number } | null;
    if (!saved?.sent || typeof saved.at !== 'number') return undefined;
    const left = saved.sent.expiresInSeconds - Math.floor((now - saved.at) / 1000);
    return left > 0 ? { ...saved.sent, expiresInSeconds: left } : undefined;
  } catch {
    return undefined;
  }
}
