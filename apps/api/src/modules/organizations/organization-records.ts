import type { KycStatus } from '@mingle/shared/schemas/payouts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './organizations.repository.ts';

/**
 * What other modules change on an organization, in their transaction: the organizations
 * module is the organizations table's writer (docs/adr/0016-typed-jobs-and-table-writers.md).
 */

/** Sets (or clears, with null) the picture and returns the one it replaced. */
export function replaceOrganizationPicture(
  tx: Queryable,
  id: string,
  url: string | null,
): Promise<{ old: string | null } | undefined> {
  return repo.replacePicture(tx, id, url);
}

/** The identity check's state, as the payouts module learns it from the provider. */
export async function setOrganizationKyc(
  tx: Queryable,
  id: string,
  kyc: { status: KycStatus; reason: string | null; ref?: string },
): Promise<void> {
  await repo.setKyc(tx, id, kyc);
}
