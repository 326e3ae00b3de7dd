import { PAGE_SIZE } from '@mingle/shared/constants';
import type {
  SubscribedOrganizationsPage,
  Subscriber,
  SubscribersPage,
  SubscriptionState,
} from '@mingle/shared/schemas/organizations';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { pageOf } from '../../lib/paging.ts';
import { organizationOwner } from '../organizations/index.ts';
import { authorize } from '../teams/index.ts';
import * as repo from './subscriptions.repository.ts';

/** Follows a host; following twice changes nothing. A host can't follow itself. */
export async function subscribe(
  ctx: AppContext,
  userId: string,
  organizationId: string,
  now: Date,
): Promise<SubscriptionState> {
  const ownerId = await organizationOwner(ctx.db, organizationId);
  if (ownerId === userId)
    throw new AppError('UNPROCESSABLE', 'You cannot subscribe to your own organization');
  await repo.subscribe(ctx.db, userId, organizationId, now);
  return { subscribed: true, subscriberCount: await repo.countSubscribers(ctx.db, organizationId) };
}

export async function unsubscribe(
  ctx: AppContext,
  userId: string,
  organizationId: string,
): Promise<SubscriptionState> {
  await organizationOwner(ctx.db, organizationId);
  await repo.unsubscribe(ctx.db, userId, organizationId);
  return { subscribed: false, subscriberCount: await repo.countSubscribers(ctx.db, organizationId) };
}

export async function listMySubscriptions(
  ctx: AppContext,
  userId: string,
  page: number,
): Promise<SubscribedOrganizationsPage> {
  const [rows, total] = await Promise.all([
    repo.listForUser(ctx.db, userId, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    repo.countForUser(ctx.db, userId),
  ]);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      bio: r.bio,
      profilePicture: r.profile_picture,
      subscriberCount: r.subscriber_count,
      subscribedAt: r.subscribed_at.toISOString(),
    })),
    page,
    total,
  );
}

const toSubscriber = (r: repo.SubscriberRow): Subscriber => ({
  userId: r.user_id,
  name: r.name,
  profilePhoto: r.profile_photo,
  subscribedAt: r.subscribed_at.toISOString(),
});

/** The owner's list, searchable by name. Subscribers' phone numbers and e-mails are never shown. */
export async function listSubscribers(
  ctx: AppContext,
  userId: string,
  organizationId: string,
  query: { page: number; q?: string | undefined },
): Promise<SubscribersPage> {
  await authorize(ctx.db, userId, { organizationId }, 'subscribers.read');
  const [rows, total] = await Promise.all([
    repo.listSubscribers(ctx.db, organizationId, query.q, PAGE_SIZE, (query.page - 1) * PAGE_SIZE),
    repo.countSubscribers(ctx.db, organizationId, query.q),
  ]);
  return pageOf(rows.map(toSubscriber), query.page, total);
}

/** Every subscriber as CSV (name, subscribed at in UTC), for the owner and co-hosts. */
export async function exportSubscribersCsv(
  ctx: AppContext,
  userId: string,
  organizationId: string,
): Promise<string> {
  await authorize(ctx.db, userId, { organizationId }, 'subscribers.read');
  const rows = await repo.listSubscribers(ctx.db, organizationId, undefined, null, 0);
  return toCsv(
    ['Name', 'Subscribed at'],
    rows.map((r) => [r.name ?? '', r.subscribed_at.toISOString()]),
  );
}
