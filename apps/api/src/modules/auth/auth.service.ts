import type { ProfileStatus } from '@mingle/shared/profile-status';
import type { SessionResponse } from '@mingle/shared/schemas/auth';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAccountByContact, findOrCreateAccount } from './accounts.service.ts';
import {
  checkCode,
  codeAlreadyUsed,
  consumeChallenge,
  type Destination,
  refundAttempt,
} from './otp.service.ts';
import { createSession } from './sessions.ts';

/**
 * verfiyOtp / verifyEmailOtp: a right code signs in, creating the account on first sign-in.
 */
export async function verifyAndSignIn(
  ctx: AppContext,
  dest: Destination,
  code: string,
): Promise<SessionResponse> {
  const challengeId = await checkCode(ctx, dest, code);
  return ctx.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, challengeId))) throw codeAlreadyUsed();
    const account = await findOrCreateAccount(tx, dest);
    const token = await createSession(tx, account.id, ctx.config.SESSION_TTL_DAYS);
    return {
      token,
      userId: account.id,
      profileStatus: account.profileStatus as ProfileStatus,
      isNewUser: account.isNewUser,
    };
  });
}

/**
 * login-web: signs in an existing account only. The code is checked first, so nobody learns
 * whether an address has an account without owning it; when it has none, the code stays
 * usable so the client can continue to sign-up with the same code.
 */
export async function signInExisting(
  ctx: AppContext,
  dest: Destination,
  code: string,
): Promise<SessionResponse> {
  const challengeId = await checkCode(ctx, dest, code);
  const account = await findAccountByContact(ctx.db, dest);
  if (!account) {
    await refundAttempt(ctx.db, challengeId);
    throw new AppError(
      'ACCOUNT_NOT_FOUND',
      'There is no Mingle account with that address yet. Create one to continue.',
    );
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, challengeId))) throw codeAlreadyUsed();
    const token = await createSession(tx, account.id, ctx.config.SESSION_TTL_DAYS);
    return {
      token,
      userId: account.id,
      profileStatus: account.profile_status as ProfileStatus,
      isNewUser: false,
    };
  });
}
