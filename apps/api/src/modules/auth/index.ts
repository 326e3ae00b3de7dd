import type { ApiModule } from '../../app-context.ts';
import { authRoutes } from './auth.routes.ts';

export { findAccountByContact } from './accounts.service.ts';
export { signInExisting, verifyAndSignIn } from './auth.service.ts';
export type { Destination } from './otp.service.ts';
export {
  checkCode,
  codeAlreadyUsed,
  codeMessageText,
  consumeChallenge,
  eraseChallengesFor,
  refundAttempt,
  sendCode,
} from './otp.service.ts';
export { closeSessionSockets, createSession, deleteAllSessions, revokeSession } from './sessions.ts';

export const authModule: ApiModule = {
  name: 'auth',
  register: authRoutes,
};
