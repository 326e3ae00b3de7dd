import type { APIRequestContext, Page } from '@playwright/test';
import { latestCode } from './outbox.ts';

export interface ApiSession {
  token: string;
  userId: string;
  profileStatus: string;
}

/** Signs a person up through the API (fast setup for specs that test other screens). */
export async function signUpViaApi(
  request: APIRequestContext,
  email: string,
  profile: { name: string; birthdate?: string; gender?: string; intent?: string } | null = null,
): Promise<ApiSession> {
  const sentAt = Date.now();
  const sent = await request.post('/api/v1/sendEmailOtp', { data: { email, login_source: 'web' } });
  if (!sent.ok()) throw new Error(`sendEmailOtp failed: ${sent.status()} ${await sent.text()}`);
  const otp = await latestCode(request, email);
  const verified = await request.post('/api/v1/verifyEmailOtp', {
    data: { email, otp, login_source: 'web' },
  });
  if (!verified.ok()) throw new Error(`verifyEmailOtp failed: ${verified.status()} ${await verified.text()}`);
  const session = ((await verified.json()) as { data: ApiSession }).data;
  if (profile) {
    const res = await request.post('/api/v1/profileSetup-web', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { birthdate: '1995-06-15', gender: 'Woman', intent: 'Friendship', ...profile },
    });
    if (!res.ok()) throw new Error(`profileSetup-web failed: ${res.status()} ${await res.text()}`);
    session.profileStatus = ((await res.json()) as { data: { profileStatus: string } }).data.profileStatus;
  }
  // The e2e server lets a new code go to the same address 1 s after the last
  // (OTP_RESEND_SECONDS in playwright.config.ts); wait that out, so a spec can sign in through
  // the screens right after without being told to wait.
  const resendAt = sentAt + 1_100;
  if (Date.now() < resendAt) await new Promise((resolve) => setTimeout(resolve, resendAt - Date.now()));
  return session;
}

/** Puts a session into the browser's storage under the spec's keys, as a sign-in would. */
export async function useSession(page: Page, session: ApiSession): Promise<void> {
  await page.goto('/about');
  await page.evaluate((s) => {
    localStorage.setItem('user_token', s.token);
    localStorage.setItem('userID', s.userId);
    localStorage.setItem('profileStatus', s.profileStatus);
  }, session);
}
