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
 * Takes the key for this request: a new key, or one whose first request was abandoned
 * (in progress longer than `abandonedAfterSeconds`) with the same body. False otherwise.
 */
export async function claimKey(
  q: Queryable,
  id: KeyId,
  requestHash: string,
  abandonedAfterSeconds: number,
): Promise<boolean> {
  const row = await q.maybeOne(
    `INSERT INTO idempotency_keys (user_id, key, route, request_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, key, route) DO UPDATE SET created_at = now(), request_hash = EXCLUDED.request_hash
       WHERE idempotency_keys.status = 'in_progress'
         AND idempotency_keys.created_at < now() - make_interval(secs => $5)
         AND idempotency_keys.request_hash = EXCLUDED.request_hash
     RETURNING 1 AS claimed`,
    [...ids(id), requestHash, abandonedAfterSeconds],
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

export async function storeAnswer(q: Queryable, id: KeyId, status: number, body: unknown): Promise<void> {
  await q.query(
    `UPDATE idempotency_keys SET status = 'done', response_status = $4, response_body = $5
      WHERE user_id = $1 AND key = $2 AND route = $3`,
    [...ids(id), status, JSON.stringify(body)],
  );
}

/** Marks the key done in the transaction of its effect, naming what it created. */
export async function recordEffect(tx: Queryable, id: KeyId, resourceId: string): Promise<void> {
  await tx.query(
    `UPDATE idempotency_keys SET status = 'done', resource_id = $4
      WHERE user_id = $1 AND key = $2 AND route = $3`,
    [...ids(id), resourceId],
  );
}

/** A refusal (4xx) is the answer for good, unless an effect was already recorded. */
export async function storeRefusal(q: Queryable, id: KeyId, status: number, body: unknown): Promise<void> {
  await q.query(
    `UPDATE idempotency_keys SET status = 'done', response_status = $4, response_body = $5
      WHERE user_id = $1 AND key = $2 AND route = $3 AND resource_id IS NULL`,
    [...ids(id), status, JSON.stringify(body)],
  );
}

export async function forgetKey(q: Queryable, id: KeyId): Promise<void> {
  await q.query(
    'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND route = $3 AND resource_id IS NULL',
    ids(id),
  );
}

export async function deleteKeysOlderThanADay(q: Queryable): Promise<void> {
  await q.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`);
}
