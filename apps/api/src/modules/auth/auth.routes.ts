import { authEndpoints } from '@mingle/shared/endpoints/auth';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { devOutboxOpenTo } from '../../lib/loopback.ts';
import { route } from '../../lib/route.ts';
import { optionalSignedIn } from '../../plugins/auth.ts';
import { signInExisting, verifyAndSignIn } from './auth.service.ts';
import { type Destination, sendCode } from './otp.service.ts';
import { closeSessionSockets, revokeSession } from './sessions.ts';

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

export const authRoutes: ModuleRoutes = (app, ctx) => {
  route(app, authEndpoints.createOtp, async (request) => {
    const dest: Destination = { channel: 'sms', address: request.body.phoneNumber };
    const sent = await sendCode(ctx, request.log, dest, request.ip);
    return ok(sentAnswer(ctx, request, dest, sent), 'We sent you a code');
  });

  route(app, authEndpoints.sendEmailOtp, async (request) => {
    const dest: Destination = { channel: 'email', address: request.body.email };
    const sent = await sendCode(ctx, request.log, dest, request.ip);
    return ok(sentAnswer(ctx, request, dest, sent), 'We sent you a code');
  });

  route(app, authEndpoints.verifyOtp, async (request) =>
    ok(await verifyAndSignIn(ctx, { channel: 'sms', address: request.body.phoneNumber }, request.body.otp)),
  );

  route(app, authEndpoints.verifyEmailOtp, async (request) =>
    ok(await verifyAndSignIn(ctx, { channel: 'email', address: request.body.email }, request.body.otp)),
  );

  route(app, authEndpoints.loginWeb, async (request) => {
    const { email, phoneNumber, otp } = request.body;
    // The schema guarantees exactly one of the two.
    const dest: Destination =
      email !== undefined
        ? { channel: 'email', address: email }
        : { channel: 'sms', address: phoneNumber ?? '' };
    return ok(await signInExisting(ctx, dest, otp));
  });

  route(app, authEndpoints.logout, async (request) => {
    const auth = await optionalSignedIn(ctx.db, request);
    if (auth) {
      await revokeSession(ctx.db, auth.sessionId);
      await closeSessionSockets(ctx.providers.pubsub, auth.userId, auth.sessionId);
    }
    return ok({ loggedOut: true as const }, 'Signed out');
  });
};
