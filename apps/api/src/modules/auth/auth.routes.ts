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
} from '@mingle/shared/schemas/auth';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { devOutboxOpenTo } from '../../lib/loopback.ts';
import { optionalSignedIn } from '../../plugins/auth.ts';
import { signInExisting, verifyAndSignIn } from './auth.service.ts';
import { type Destination, sendCode } from './otp.service.ts';
import { closeSessionSockets, revokeSession } from './sessions.ts';

const tags = ['auth'];

/** Outside production, a client on this machine may point the person at the dev outbox page. */
function sentAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  dest: Destination,
  sent: { resendAfterSeconds: number; expiresInSeconds: number },
) {
  if (!devOutboxOpenTo(ctx.config, request)) return sent;
  return { ...sent, devOutbox: `/dev/outbox?to=${encodeURIComponent(dest.address)}` };
}

const SEND_DESCRIPTION =
  'Sends a 6-digit code (valid OTP_TTL_SECONDS, single use, OTP_MAX_ATTEMPTS tries). 429 RATE_LIMITED with Retry-After when a code was sent less than OTP_RESEND_SECONDS ago or an hourly limit is reached. The answer is the same whether or not an account uses the address.';

export const authRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/createOtp',
    {
      schema: {
        tags,
        summary: 'Send a sign-in code to a phone (SMS)',
        description: SEND_DESCRIPTION,
        body: ZCreateOtpRequest,
        response: { 200: okEnvelope(ZOtpSentResponse) },
      },
    },
    async (request) => {
      const dest: Destination = { channel: 'sms', address: request.body.phoneNumber };
      const sent = await sendCode(ctx, request.log, dest, request.ip);
      return ok(sentAnswer(ctx, request, dest, sent), 'We sent you a code');
    },
  );

  app.post(
    '/sendEmailOtp',
    {
      schema: {
        tags,
        summary: 'Send a sign-in code to an e-mail address',
        description: SEND_DESCRIPTION,
        body: ZSendEmailOtpRequest,
        response: { 200: okEnvelope(ZOtpSentResponse) },
      },
    },
    async (request) => {
      const dest: Destination = { channel: 'email', address: request.body.email };
      const sent = await sendCode(ctx, request.log, dest, request.ip);
      return ok(sentAnswer(ctx, request, dest, sent), 'We sent you a code');
    },
  );

  app.post(
    '/verfiyOtp',
    {
      schema: {
        tags,
        summary: 'Verify a phone code and sign in (creates the account on first sign-in)',
        body: ZVerifyPhoneOtpRequest,
        response: { 200: okEnvelope(ZSessionResponse) },
      },
    },
    async (request) =>
      ok(await verifyAndSignIn(ctx, { channel: 'sms', address: request.body.phoneNumber }, request.body.otp)),
  );

  app.post(
    '/verifyEmailOtp',
    {
      schema: {
        tags,
        summary: 'Verify an e-mail code and sign in (creates the account on first sign-in)',
        body: ZVerifyEmailOtpRequest,
        response: { 200: okEnvelope(ZSessionResponse) },
      },
    },
    async (request) =>
      ok(await verifyAndSignIn(ctx, { channel: 'email', address: request.body.email }, request.body.otp)),
  );

  app.post(
    '/login-web',
    {
      schema: {
        tags,
        summary: 'Sign in to an existing account with a phone or e-mail code',
        description:
          '404 ACCOUNT_NOT_FOUND when the code is right but no account uses the address; the code is then not used up, so the client can continue with verfiyOtp / verifyEmailOtp.',
        body: ZLoginWebRequest,
        response: { 200: okEnvelope(ZSessionResponse) },
      },
    },
    async (request) => {
      const { email, phoneNumber, otp } = request.body;
      // The schema guarantees exactly one of the two.
      const dest: Destination =
        email !== undefined
          ? { channel: 'email', address: email }
          : { channel: 'sms', address: phoneNumber ?? '' };
      return ok(await signInExisting(ctx, dest, otp));
    },
  );

  app.get(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes the bearer token on the server and closes its real-time sockets (4401)',
        description: 'Succeeds also without a valid token, so a client can always finish signing out.',
        querystring: ZLoginSourceQuery,
        response: { 200: okEnvelope(ZLogoutResponse) },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const auth = await optionalSignedIn(ctx.db, request);
      if (auth) {
        await revokeSession(ctx.db, auth.sessionId);
        await closeSessionSockets(ctx.providers.pubsub, auth.userId, auth.sessionId);
      }
      return ok({ loggedOut: true as const }, 'Signed out');
    },
  );
};
