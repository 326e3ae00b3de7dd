import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call } from './helpers.ts';

export const VALID_PROFILE = {
  name: 'Ada Lovelace',
  birthdate: '1990-05-17',
  gender: 'Woman',
  intent: 'Friendship',
  bio: 'Here for the music.',
} as const;

/** A random client address, so helpers never run into the per-address hourly code limit. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The 6-digit code of the newest message the dev outbox holds for an address. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const row = await app.ctx.db.maybeOne<{ body: string }>(
    'SELECT body FROM outbox_messages WHERE recipient = $1 ORDER BY sent_at DESC, id DESC LIMIT 1',
    [to],
  );
  const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in the dev outbox for ${to}`);
  return code;
}

export interface SignedIn {
  token: string;
  userId: string;
}

async function signUp(
  app: FastifyInstance,
  send: { url: string; payload: Record<string, string> },
  verify: { url: string; payload: Record<string, string> },
  to: string,
  completeProfile: boolean,
): Promise<SignedIn> {
  const remoteAddress = randomIp();
  const sent = await call(app, { method: 'POST', ...send, remoteAddress });
  if (sent.status !== 200) throw new Error(`sending the code failed: ${JSON.stringify(sent.body)}`);
  const otp = await latestCode(app, to);
  const res = await call(app, {
    method: 'POST',
    url: verify.url,
    payload: { ...verify.payload, otp },
    remoteAddress,
  });
  if (res.status !== 200) throw new Error(`verifying the code failed: ${JSON.stringify(res.body)}`);
  const { token, userId } = res.body.data as SignedIn;
  if (completeProfile) {
    const setup = await call(app, {
      method: 'POST',
      url: '/api/v1/profileSetup-web',
      payload: VALID_PROFILE,
      token,
    });
    if (setup.status !== 200) throw new Error(`profile setup failed: ${JSON.stringify(setup.body)}`);
  }
  return { token, userId };
}

/**
 * Signs a new user up by e-mail through the real calls (code read from the dev outbox) and
 * returns the bearer token and user id. Use a fresh address per user; with completeProfile the
 * profile is set up (status Completed) with VALID_PROFILE.
 */
export function signUpByEmail(
  app: FastifyInstance,
  email: string,
  options: { completeProfile?: boolean } = {},
): Promise<SignedIn> {
  const address = email.trim().toLowerCase();
  return signUp(
    app,
    { url: '/api/v1/sendEmailOtp', payload: { email: address, login_source: 'web' } },
    { url: '/api/v1/verifyEmailOtp', payload: { email: address, login_source: 'web' } },
    address,
    options.completeProfile ?? false,
  );
}

/** The same by phone; `phone` in E.164, e.g. +14155550100. */
export function signUpByPhone(
  app: FastifyInstance,
  phone: string,
  options: { completeProfile?: boolean } = {},
): Promise<SignedIn> {
  return signUp(
    app,
    { url: '/api/v1/createOtp', payload: { phoneNumber: phone, login_source: 'web' } },
    { url: '/api/v1/verfiyOtp', payload: { phoneNumber: phone, login_source: 'web' } },
    phone,
    options.completeProfile ?? false,
  );
}

/** Makes every sent code look `seconds` older (to step past the resend delay or the hour window). */
export async function ageCodes(app: FastifyInstance, seconds: number): Promise<void> {
  await app.ctx.db.query(
    'UPDATE otp_challenges SET created_at = created_at - make_interval(secs => $1), expires_at = expires_at - make_interval(secs => $1)',
    [seconds],
  );
}

/** POST sendEmailOtp as-is (no status check), from a given client address. */
export function sendEmailCode(app: FastifyInstance, email: string, remoteAddress = '127.0.0.1') {
  return call(app, {
    method: 'POST',
    url: '/api/v1/sendEmailOtp',
    payload: { email, login_source: 'web' },
    remoteAddress,
  });
}

/** POST createOtp as-is (no status check), from a given client address. */
export function sendPhoneCode(app: FastifyInstance, phoneNumber: string, remoteAddress = '127.0.0.1') {
  return call(app, {
    method: 'POST',
    url: '/api/v1/createOtp',
    payload: { phoneNumber, login_source: 'web' },
    remoteAddress,
  });
}
