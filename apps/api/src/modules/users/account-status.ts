import type { KycStatus } from '@mingle/shared/schemas/payouts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './users.repository.ts';

/**
 * What other modules change on an account, in their transaction: the users module is the
 * users table's writer (docs/adr/0016-typed-jobs-and-table-writers.md).
 */

/** The owner of a new organization becomes a host. */
export async function becomeHost(tx: Queryable, userId: string): Promise<void> {
  await repo.markUserAsHost(tx, userId);
}

/** An organization owner's profile status follows the organization's identity check. */
export async function followIdentityCheck(tx: Queryable, userId: string, status: KycStatus): Promise<void> {
  await repo.setProfileStatus(tx, userId, status);
}
