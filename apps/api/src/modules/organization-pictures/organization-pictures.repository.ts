import type { Queryable } from '../../db/client.ts';

export async function findByOwner(db: Queryable, ownerId: string): Promise<{ id: string } | undefined> {
  return db.maybeOne('SELECT id FROM organizations WHERE owner_id = $1', [ownerId]);
}

/** Sets (or clears, with null) the picture and returns the one it replaced, in one statement. */
export async function replacePicture(
  db: Queryable,
  id: string,
  url: string | null,
): Promise<{ old: string | null } | undefined> {
  return db.maybeOne(
    `UPDATE organizations o SET profile_picture = $2, updated_at = now()
       FROM (SELECT id, profile_picture AS old FROM organizations WHERE id = $1 FOR UPDATE) prev
      WHERE o.id = prev.id RETURNING prev.old`,
    [id, url],
  );
}
