import type { OrganizationPictureResponse } from '@mingle/shared/schemas/organization-pictures';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { storePicture } from '../../lib/images.ts';
import { replaceOrganizationPicture } from '../organizations/index.ts';
import { authorize, recordActivity } from '../teams/index.ts';
import * as repo from './organization-pictures.repository.ts';

const noOrganization = () => new AppError('NOT_FOUND', 'Create your organization first');

/** The organization the caller may change: the one named (if they own it) or their own. */
export async function ownedOrganization(
  ctx: AppContext,
  userId: string,
  organizationId?: string,
): Promise<string> {
  if (organizationId === undefined) {
    const own = await repo.findByOwner(ctx.db, userId);
    if (!own) throw noOrganization();
    return own.id;
  }
  return (await authorize(ctx.db, userId, { organizationId }, 'organization.edit')).organizationId;
}

/** Call after ownedOrganization: the file is read only once the caller may change the picture. */
export async function uploadPicture(
  ctx: AppContext,
  userId: string,
  organizationId: string,
  file: Buffer,
): Promise<OrganizationPictureResponse> {
  const url = await storePicture(ctx.providers.storage, `organizations/${organizationId}`, file);
  const replaced = await ctx.db.transaction(async (tx) => {
    const row = await replaceOrganizationPicture(tx, organizationId, url);
    if (row)
      await recordActivity(tx, { organizationId, actorId: userId, action: 'organization.picture_changed' });
    return row;
  });
  if (!replaced) {
    await ctx.providers.storage.remove(url);
    throw noOrganization();
  }
  if (replaced.old) await ctx.providers.storage.remove(replaced.old);
  return { organizationId, profilePicture: url };
}

export async function deletePicture(
  ctx: AppContext,
  userId: string,
  organizationId?: string,
): Promise<OrganizationPictureResponse> {
  const id = await ownedOrganization(ctx, userId, organizationId);
  const replaced = await ctx.db.transaction(async (tx) => {
    const row = await replaceOrganizationPicture(tx, id, null);
    if (row?.old)
      await recordActivity(tx, {
        organizationId: id,
        actorId: userId,
        action: 'organization.picture_removed',
      });
    return row;
  });
  if (replaced?.old) await ctx.providers.storage.remove(replaced.old);
  return { organizationId: id, profilePicture: null };
}
