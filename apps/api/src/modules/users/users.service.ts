import type { BannerVisibility } from '@mingle/shared/enums';
import type { PublicProfile } from '@mingle/shared/schemas/social';
import type {
  OwnProfile,
  Visibility,
  ZProfileSetupRequest,
  ZUpdateUserDetailsWebRequest,
} from '@mingle/shared/schemas/users';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { storePicture } from '../../lib/images.ts';
import {
  checkCode,
  closeSessionSockets,
  codeAlreadyUsed,
  consumeChallenge,
  type Destination,
  deleteAllSessions,
  eraseChallengesFor,
  findAccountByContact,
  refundAttempt,
} from '../auth/index.ts';
import { forgetOutboxOf } from '../dev-outbox/index.ts';
import { getPublicProfile } from '../guests/index.ts';
import { forgetBlastRecipient } from '../text-blasts/index.ts';
import { toOwnProfile } from './profile-view.ts';
import * as repo from './users.repository.ts';

const accountGone = () => new AppError('UNAUTHENTICATED', 'Your account no longer exists. Sign in again.');

/**
 * The caller's whole profile; anyone else's only as the guests module's one profile rule allows
 * (the same answer as users/:id/public), else 404.
 */
export async function getProfile(
  ctx: AppContext,
  viewerId: string,
  userId: string,
): Promise<OwnProfile | PublicProfile> {
  if (userId !== viewerId) return getPublicProfile(ctx, viewerId, userId, undefined);
  const row = await repo.findActiveById(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'That profile was not found');
  return toOwnProfile(row);
}

export async function getOwnProfile(ctx: AppContext, userId: string): Promise<OwnProfile> {
  const row = await repo.findActiveById(ctx.db, userId);
  if (!row) throw accountGone();
  return toOwnProfile(row);
}

async function update(
  db: Queryable,
  userId: string,
  patch: Partial<Record<repo.ProfileField, string | boolean | null>>,
): Promise<OwnProfile> {
  const row = await repo.updateFields(db, userId, patch);
  if (!row) throw accountGone();
  return toOwnProfile(row);
}

/**
 * First-time setup: the profile becomes Completed with a name and date of birth. Gender and
 * intent are stored only when sent (updateFields skips undefined, so nothing given is erased).
 */
export function setUpProfile(ctx: AppContext, userId: string, input: z.infer<typeof ZProfileSetupRequest>) {
  return update(ctx.db, userId, {
    name: input.name,
    birthdate: input.birthdate,
    gender: input.gender,
    intent: input.intent,
    bio: input.bio ?? null,
    profileStatus: 'Completed',
  });
}

export function updateDetails(
  ctx: AppContext,
  userId: string,
  input: z.infer<typeof ZUpdateUserDetailsWebRequest>,
) {
  return update(ctx.db, userId, { ...input });
}

export function updateVisibility(ctx: AppContext, userId: string, input: Partial<Visibility>) {
  return update(ctx.db, userId, { ...input });
}

/** Sets the banner, or toggles it when no value is given. */
export async function setShowBanner(
  ctx: AppContext,
  userId: string,
  value: BannerVisibility | undefined,
): Promise<OwnProfile> {
  if (value !== undefined) return update(ctx.db, userId, { showBanner: value });
  const row = await repo.toggleShowBanner(ctx.db, userId);
  if (!row) throw accountGone();
  return toOwnProfile(row);
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown }).code === '23505';
const phoneTaken = () =>
  new AppError('CONFLICT', 'That phone number belongs to another account', {
    phoneNumber: 'That phone number belongs to another account',
  });

/** Changes the phone after a code sent to the new number (createOtp) proves it is the caller's. */
export async function changePhone(
  ctx: AppContext,
  userId: string,
  phone: string,
  otp: string,
): Promise<OwnProfile> {
  const dest: Destination = { channel: 'sms', address: phone };
  // The code comes first, so nobody learns whether a number is registered without owning it.
  const challengeId = await checkCode(ctx, dest, otp);
  const owner = await findAccountByContact(ctx.db, dest);
  if (owner && owner.id !== userId) {
    await refundAttempt(ctx.db, challengeId);
    throw phoneTaken();
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await consumeChallenge(tx, challengeId))) throw codeAlreadyUsed();
      return update(tx, userId, { phone });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw phoneTaken();
    throw err;
  }
}

/** Stores a new profile photo and removes the one it replaces. */
export async function setProfilePhoto(ctx: AppContext, userId: string, file: Buffer): Promise<string> {
  const url = await storePicture(ctx.providers.storage, `profile/${userId}`, file);
  const replaced = await repo.replaceProfilePhoto(ctx.db, userId, url);
  if (!replaced) {
    await ctx.providers.storage.remove(url);
    throw accountGone();
  }
  if (replaced.old) await ctx.providers.storage.remove(replaced.old);
  return url;
}

/**
 * Erases the account's personal data and ends all its sessions in one transaction; the address
 * is free for a new account at once. After the commit, its real-time sockets close on every
 * server and the photo file goes.
 */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  const erased = await ctx.db.transaction(async (tx) => {
    const prev = await repo.eraseUser(tx, userId);
    if (!prev) throw accountGone();
    await deleteAllSessions(tx, userId);
    const addresses = [prev.phone, prev.email].filter((a): a is string => a !== null);
    await eraseChallengesFor(tx, addresses);
    await forgetOutboxOf(tx, addresses);
    await forgetBlastRecipient(tx, userId);
    return prev;
  });
  await closeSessionSockets(ctx.providers.pubsub, userId);
  if (erased.profile_photo) await ctx.providers.storage.remove(erased.profile_photo);
}
