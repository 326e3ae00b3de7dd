import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './accounts.repository.ts';
import type { Destination } from './otp.service.ts';

function contactColumn(dest: Destination): repo.ContactColumn {
  return dest.channel === 'sms' ? 'phone' : 'email';
}

export async function findAccountByContact(db: Queryable, dest: Destination) {
  return repo.findActiveByContact(db, contactColumn(dest), dest.address);
}

/** The account of a first sign-in is created with status newWebUser: the client then asks for the profile. */
export async function findOrCreateAccount(
  tx: Queryable,
  dest: Destination,
): Promise<{ id: string; profileStatus: string; isNewUser: boolean }> {
  const column = contactColumn(dest);
  const existing = await repo.findActiveByContact(tx, column, dest.address);
  if (existing) return { id: existing.id, profileStatus: existing.profile_status, isNewUser: false };
  const created = await repo.insertWithContact(tx, column, dest.address);
  if (created) return { id: created.id, profileStatus: created.profile_status, isNewUser: true };
  // Another sign-in created it between the two statements.
  const raced = await repo.findActiveByContact(tx, column, dest.address);
  if (!raced) throw new AppError('CONFLICT', 'Please try again');
  return { id: raced.id, profileStatus: raced.profile_status, isNewUser: false };
}
