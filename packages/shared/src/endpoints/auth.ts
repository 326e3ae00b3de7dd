import {
  ZCreateOtpRequest,
  ZLoginSourceQuery,
  ZLoginWebRequest,
  ZLogoutResponse,
  ZOtpSentResponse,
  ZSendEmailOtpRequest,
  ZSessionResponse,
  ZVerifyEmailOtpRequest,
  ZVerifyPhoneOtpRequest,
} from '../schemas/auth.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { authPaths } from './auth.paths.ts';
import { endpoint } from './define.ts';

const tags = ['auth'];
const SEND_DESCRIPTION =
  'Sends a 6-digit code (valid OTP_TTL_SECONDS, single use, OTP_MAX_ATTEMPTS tries). 429 RATE_LIMITED with Retry-After when a code was sent less than OTP_RESEND_SECONDS ago or an hourly limit is reached. The answer is the same whether or not an account uses the address.';

export const authEndpoints = {
  createOtp: endpoint({
    ...authPaths.createOtp,
    tags,
    summary: 'Send a sign-in code to a phone (SMS)',
    description: SEND_DESCRIPTION,
    body: ZCreateOtpRequest,
    response: { 200: okEnvelope(ZOtpSentResponse) },
  }),
  sendEmailOtp: endpoint({
    ...authPaths.sendEmailOtp,
    tags,
    summary: 'Send a sign-in code to an e-mail address',
    description: SEND_DESCRIPTION,
    body: ZSendEmailOtpRequest,
    response: { 200: okEnvelope(ZOtpSentResponse) },
  }),
  verifyOtp: endpoint({
    ...authPaths.verifyOtp,
    tags,
    summary: 'Verify a phone code and sign in (creates the account on first sign-in)',
    body: ZVerifyPhoneOtpRequest,
    response: { 200: okEnvelope(ZSessionResponse) },
  }),
  verifyEmailOtp: endpoint({
    ...authPaths.verifyEmailOtp,
    tags,
    summary: 'Verify an e-mail code and sign in (creates the account on first sign-in)',
    body: ZVerifyEmailOtpRequest,
    response: { 200: okEnvelope(ZSessionResponse) },
  }),
  loginWeb: endpoint({
    ...authPaths.loginWeb,
    tags,
    summary: 'Sign in to an existing account with a phone or e-mail code',
    description:
      '404 ACCOUNT_NOT_FOUND when the code is right but no account uses the address; the code is then not used up, so the client can continue with verfiyOtp / verifyEmailOtp.',
    body: ZLoginWebRequest,
    response: { 200: okEnvelope(ZSessionResponse) },
  }),
  logout: endpoint({
    ...authPaths.logout,
    tags,
    summary: 'Sign out: revokes the bearer token on the server and closes its real-time sockets (4401)',
    description: 'Succeeds also without a valid token, so a client can always finish signing out.',
    querystring: ZLoginSourceQuery,
    response: { 200: okEnvelope(ZLogoutResponse) },
    security: [{ bearer: [] }],
  }),
};
