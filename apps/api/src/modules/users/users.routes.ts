import { usersEndpoints } from '@mingle/shared/endpoints/users';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { requireAuth, requireCompleteProfile, requireSignedIn } from '../../plugins/auth.ts';
import * as users from './users.service.ts';

/** Every write here acts on the signed-in caller only: no call takes another user's id. */
export const usersRoutes: ModuleRoutes = (app, ctx) => {
  route(app, usersEndpoints.profileSetup, async (request) => {
    const { userId } = await requireSignedIn(ctx.db, request);
    return ok(await users.setUpProfile(ctx, userId, request.body));
  });

  route(app, usersEndpoints.updateDetailsWeb, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await users.updateDetails(ctx, userId, request.body));
  });

  route(app, usersEndpoints.updateDetails, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await users.updateVisibility(ctx, userId, request.body));
  });

  route(app, usersEndpoints.updatePhoneNumber, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await users.changePhone(ctx, userId, request.body.phoneNumber, request.body.otp));
  });

  route(app, usersEndpoints.profile, async (request) => {
    const auth = await requireSignedIn(ctx.db, request);
    // Reading your own profile is part of setting it up; anyone else's needs a set-up profile.
    const { userId } = request.query.ID === auth.userId ? auth : requireCompleteProfile(auth);
    return ok(await users.getProfile(ctx, userId, request.query.ID));
  });

  route(app, usersEndpoints.uploadProfilePic, async (request) => {
    const { userId } = await requireSignedIn(ctx.db, request);
    const file = await readUploadedFile(request);
    return ok({ profilePhoto: await users.setProfilePhoto(ctx, userId, file) });
  });

  route(app, usersEndpoints.updateShowBanner, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await users.setShowBanner(ctx, userId, request.query.showBanner));
  });

  route(app, usersEndpoints.deleteUser, async (request) => {
    const { userId } = await requireSignedIn(ctx.db, request);
    await users.deleteAccount(ctx, userId);
    return ok({ deleted: true as const }, 'Your account has been deleted');
  });
};
