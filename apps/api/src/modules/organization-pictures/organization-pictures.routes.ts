import { organizationPicturesEndpoints } from '@mingle/shared/endpoints/organization-pictures';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { deletePicture, ownedOrganization, uploadPicture } from './organization-pictures.service.ts';

export const organizationPicturesRoutes: ModuleRoutes = (app, ctx) => {
  route(app, organizationPicturesEndpoints.upload, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    const organizationId = await ownedOrganization(ctx, userId);
    const file = await readUploadedFile(request);
    return ok(await uploadPicture(ctx, userId, organizationId, file));
  });

  route(app, organizationPicturesEndpoints.delete, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await deletePicture(ctx, userId, request.body?.organizationId));
  });
};
