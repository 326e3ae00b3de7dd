import type { Queryable } from '../../db/client.ts';

export async function findByOwner(db: Queryable, ownerId: string): Promise<{ id: string } | undefined> {
  return db.maybeOne('SELECT id FROM organizations WHERE owner_id = $1', [ownerId]);
}
