import type { Queryable } from '../../db/client.ts';

/** One key: a person's Idempotency-Key on one route. */
export interface KeyId {
  userId: string;
  key: string;
  route: string;
}

export interface StoredKey {
  request_hash: string;
  status: 'in_progress' | 'done';
  response_status: number | null;
  response_body: unknown;
  resource_id: string | null;
}

const ids = (id: KeyId) => [id.userId, id.key, id.route];

/**
 * Takes the key for this request as claim `claimId`, leased for `leaseSeconds`: a new key, or
 * one whose first request stopped renewing its lease (it died) with the same body. False
 * otherwise.
 */
export async function claimKey(
  q: Queryable,
  id: KeyId,
  requestHash: string,
  claimId: string,
  leaseSeconds: number,
): Promise<boolean> {
  const row = await q.maybeOne(
    `INSERT INTO idempotency_keys (user_id, key, route, request_hash, claim_id, lease_until)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
     ON CONFLICT (user_id, key, route) DO UPDATE
       SET created_at = now(), claim_id = EXCLUDED.claim_id, lease_until = EXCLUDED.lease_until
       WHERE idempotency_keys.status = 'in_progress'
         AND idempotency_keys.lease_until < now()
         AND idempotency_keys.request_hash = EXCLUDED.request_hash
     RETURNING 1 AS claimed`,
    [...ids(id), requestHash, claimId, leaseSeconds],
  );
  return row !== undefined;
}

/** The running request renews its lease; false when it no longer holds the key. */
export async function renewLease(
  q: Queryable,
  id: KeyId,
  claimId: string,
  leaseSeconds: number,
): Promise<boolean> {
  const row = await q.maybeOne(
    `UPDATE idempotency_keys SET lease_until = now() + make_interval(secs => $5)
      WHERE user_id = $1 AND key = $2 AND route = $3 AND claim_id = $4 AND status = 'in_progress'
      RETURNING 1 AS renewed`,
    [...ids(id), claimId, leaseSeconds],
  );
  return row !== undefined;
}

export function storedKey(q: Queryable, id: KeyId): Promise<StoredKey | undefined> {
  return q.maybeOne<StoredKey>(
    `SELECT request_hash, status, response_status, response_body, resource_id FROM idempotency_keys
      WHERE user_id = $1 AND key = $2 AND route = $3`,
    ids(id),
  );
}

export async function storeAnswer(
  q: Queryable,
  id: KeyId,
  claimId: string,
  status: number,
  body: unknown,
): Promise<void> {
  await q.query(
    `UPDATE idempotency_keys SET status = 'done', response_status = $4, response_body = $5
      WHERE user_id = $1 AND key = $2 AND route = $3 AND claim_id = $6`,
    [...ids(id), status, JSON.stringify(body), claimId],
  );
}

/**
 * Marks the key done in the transaction of its effect, naming what it created. False when this
 * request lost the key (its lease ran out and a retry took over): the caller rolls back.
 */
export async function recordEffect(
  tx: Queryable,
  id: KeyId,
  claimId: string,
  resourceId: string,
): Promise<boolean> {
  const row = await tx.maybeOne(
    `UPDATE idempotency_keys SET status = 'done', resource_id = $4
      WHERE user_id = $1 AND key = $2 AND route = $3 AND claim_id = $5 AND status = 'in_progress'
      RETURNING 1 AS recorded`,
    [...ids(id), resourceId, claimId],
  );
  return row !== undefined;
}

/** A refusal (4xx) is the answer for good, unless an effect was already recorded. */
export async function storeRefusal(
  q: Queryable,
  id: KeyId,
  claimId: string,
  status: number,
  body: unknown,
): Promise<void> {
  await q.query(
    `UPDATE idempotency_keys SET status = 'done', response_status = $4, response_body = $5
      WHERE user_id = $1 AND key = $2 AND route = $3 AND resource_id IS NULL AND claim_id = $6`,
    [...ids(id), status, JSON.stringify(body), claimId],
  );
}

export async function forgetKey(q: Queryable, id: KeyId, claimId: string): Promise<void> {
  await q.query(
    `DELETE FROM idempotency_keys
      WHERE user_id = $1 AND key = $2 AND route = $3 AND resource_id IS NULL AND claim_id = $4`,
    [...ids(id), claimId],
  );
}

export async function deleteKeysOlderThanADay(q: Queryable): Promise<void> {
  await q.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`);
}
