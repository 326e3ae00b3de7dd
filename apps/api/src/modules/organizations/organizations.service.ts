import type { Organization } from '@mingle/shared/schemas/organizations';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { refreshSearchForOrganization } from '../events/index.ts';
import { authorize, recordActivity } from '../teams/index.ts';
import { becomeHost } from '../users/index.ts';
import * as repo from './organizations.repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'That organization was not found');

async function toOrganization(
  db: Queryable,
  row: repo.OrganizationRow,
  viewerId: string | null,
): Promise<Organization> {
  return {
    id: row.id,
    name: row.name,
    bio: row.bio,
    profilePicture: row.profile_picture,
    subscriberCount: row.subscriber_count,
    upcomingEventCount: row.upcoming_event_count,
    createdAt: row.created_at.toISOString(),
    viewer: viewerId
      ? { isOwner: row.owner_id === viewerId, subscribed: await repo.isSubscribed(db, viewerId, row.id) }
      : null,
  };
}

export async function createOrganization(
  ctx: AppContext,
  userId: string,
  body: { name: string; bio?: string | null | undefined },
  now: Date,
): Promise<Organization> {
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const created = await repo.insert(tx, userId, body.name, body.bio ?? null);
      await becomeHost(tx, userId);
      return created;
    });
    return getOrganization(ctx, id, userId, now);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'You already have an organization');
    throw err;
  }
}

export async function getOrganization(
  ctx: AppContext,
  id: string,
  viewerId: string | null,
  now: Date,
): Promise<Organization> {
  const row = await repo.findById(ctx.db, id, now);
  if (!row) throw notFound();
  return toOrganization(ctx.db, row, viewerId);
}

export async function getMyOrganization(ctx: AppContext, userId: string, now: Date): Promise<Organization> {
  const row = await repo.findByOwner(ctx.db, userId, now);
  if (!row) throw new AppError('NOT_FOUND', 'You have not created an organization yet');
  return toOrganization(ctx.db, row, userId);
}

export async function updateOrganization(
  ctx: AppContext,
  userId: string,
  id: string,
  body: { name?: string; bio?: string | null },
  now: Date,
): Promise<Organization> {
  await ctx.db.transaction(async (tx) => {
    await authorize(tx, userId, { organizationId: id }, 'organization.edit');
    await repo.update(tx, id, body);
    if (body.name !== undefined) await refreshSearchForOrganization(tx, id);
    await recordActivity(tx, {
      organizationId: id,
      actorId: userId,
      action: 'organization.edited',
      details: { fields: Object.keys(body), ...(body.name !== undefined ? { name: body.name } : {}) },
    });
  });
  return getOrganization(ctx, id, userId, now);
}

/** The owner's user id; 404 when the organization doesn't exist. */
export async function organizationOwner(db: Queryable, id: string): Promise<string> {
  const org = await repo.findOwner(db, id);
  if (!org) throw notFound();
  return org.owner_id;
}
