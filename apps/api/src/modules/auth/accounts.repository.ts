import type { Queryable } from '../../db/client.ts';

export type ContactColumn = 'phone' | 'email';

export async function findActiveByContact(
  db: Queryable,
  column: ContactColumn,
  value: string,
): Promise<{ id: string; profile_status: string } | undefined> {
  return db.maybeOne(`SELECT id, profile_status FROM users WHERE ${column} = $1 AND deleted_at IS NULL`, [
    value,
  ]);
}

/** Creates the account of a first sign-in; undefined when one with the address already exists. */
export async function insertWithContact(
  tx: Queryable,
  column: ContactColumn,
  value: string,
): Promise<{ id: string; profile_status: string } | undefined> {
  return tx.maybeOne(
    `INSERT INTO users (${column}, profile_status) VALUES ($1, 'newWebUser')
     ON CONFLICT DO NOTHING RETURNING id, profile_status`,
    [value],
  );
}
