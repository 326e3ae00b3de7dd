import type { KycStatus } from '@mingle/shared/schemas/payouts';
import type { Queryable } from '../../db/client.ts';

export interface OrganizationRow {
  id: string;
  owner_id: string;
  name: string;
  bio: string | null;
  profile_picture: string | null;
  created_at: Date;
  subscriber_count: number;
  upcoming_event_count: number;
}

/** $1 is the organization filter value, $2 "now" (upcoming = published and not ended). */
const SELECT_ORGANIZATION = `
  SELECT o.id, o.owner_id, o.name, o.bio, o.profile_picture, o.created_at,
         (SELECT count(*)::int FROM subscriptions s JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
           WHERE s.organization_id = o.id) AS subscriber_count,
         (SELECT count(*)::int FROM events e
           WHERE e.organization_id = o.id AND e.status = 'published' AND e.ends_at > $2) AS upcoming_event_count
    FROM organizations o`;

export function findById(db: Queryable, id: string, now: Date): Promise<OrganizationRow | undefined> {
  return db.maybeOne(`${SELECT_ORGANIZATION} WHERE o.id = $1`, [id, now]);
}

export function findByOwner(db: Queryable, ownerId: string, now: Date): Promise<OrganizationRow | undefined> {
  return db.maybeOne(`${SELECT_ORGANIZATION} WHERE o.owner_id = $1`, [ownerId, now]);
}

export async function findOwner(
  db: Queryable,
  id: string,
): Promise<{ id: string; owner_id: string } | undefined> {
  return db.maybeOne('SELECT id, owner_id FROM organizations WHERE id = $1', [id]);
}

export async function insert(
  db: Queryable,
  ownerId: string,
  name: string,
  bio: string | null,
): Promise<string> {
  const row = await db.maybeOne<{ id: string }>(
    'INSERT INTO organizations (owner_id, name, bio) VALUES ($1, $2, $3) RETURNING id',
    [ownerId, name, bio],
  );
  return row!.id;
}

export async function update(
  db: Queryable,
  id: string,
  patch: { name?: string; bio?: string | null },
): Promise<void> {
  await db.query(
    `UPDATE organizations
        SET name = CASE WHEN $2::boolean THEN $3 ELSE name END,
            bio = CASE WHEN $4::boolean THEN $5 ELSE bio END,
            updated_at = now()
      WHERE id = $1`,
    [id, patch.name !== undefined, patch.name ?? null, patch.bio !== undefined, patch.bio ?? null],
  );
}

export async function isSubscribed(db: Queryable, userId: string, organizationId: string): Promise<boolean> {
  const row = await db.maybeOne('SELECT 1 FROM subscriptions WHERE user_id = $1 AND organization_id = $2', [
    userId,
    organizationId,
  ]);
  return row !== undefined;
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

/** The identity check's state, set as the payouts module learns it. */
export async function setKyc(
  q: Queryable,
  id: string,
  kyc: { status: KycStatus; reason: string | null; ref?: string },
): Promise<void> {
  await q.query(
    `UPDATE organizations SET kyc_status = $2, kyc_failure_reason = $3, kyc_provider_ref = COALESCE($4, kyc_provider_ref),
            kyc_updated_at = now(), updated_at = now()
      WHERE id = $1`,
    [id, kyc.status, kyc.reason, kyc.ref ?? null],
  );
}
