import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiErrorBody } from '@mingle/shared/errors';
import { IDEMPOTENCY_HEADER } from '@mingle/shared/schemas/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** How long a replay waits for the first request before answering IDEMPOTENCY_IN_PROGRESS. */
const WAIT_FOR_FIRST_MS = 20_000;
/** A first request still "in progress" after this long died with its server; a replay takes over. */
const ABANDONED_AFTER_SECONDS = 120;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

interface StoredKey {
  request_hash: string;
  status: 'in_progress' | 'done';
  response_status: number | null;
  response_body: unknown;
  resource_id: string | null;
}

/**
 * Handed to the call: `record` marks the key done inside the transaction of the call's effect,
 * naming what it created (the order). If the server dies after that commit and before the
 * answer is stored, a replay answers from the record at once instead of waiting for a first
 * request that will never finish. Without an Idempotency-Key it does nothing.
 */
export interface IdempotencyOutcome {
  record(tx: Queryable, resourceId: string): Promise<void>;
}

const NO_KEY: IdempotencyOutcome = { record: async () => undefined };

/** JSON with sorted keys, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function errorBody(err: AppError): ApiErrorBody {
  return {
    success: false,
    error: err.fields
      ? { code: err.code, message: err.message, fields: err.fields }
      : { code: err.code, message: err.message },
  };
}

/**
 * Runs a money-creating call at most once per (user, Idempotency-Key, route). The first request
 * stores its answer (success or a 4xx refusal); replays get the stored answer, and a replay that
 * arrives while the first is still running waits for it. The same key with another body is 422.
 * A 5xx or unexpected failure forgets the key, so the client may retry with it.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: (outcome: IdempotencyOutcome) => Promise<T>,
  replay?: (resourceId: string) => Promise<T>,
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return run(NO_KEY);
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The Idempotency-Key header must be 1 to 200 visible characters',
      {
        'Idempotency-Key': 'Use 1 to 200 visible characters, e.g. a UUID',
      },
    );
  }
  const route = `${request.method} ${(request.url.split('?')[0] ?? '').replace(/^\/api\/v\d+/, '')}`;
  const requestHash = createHash('sha256').update(canonical(request.body)).digest('hex');
  const started = Date.now();

  for (;;) {
    const claimed = await db.maybeOne(
      `INSERT INTO idempotency_keys (user_id, key, route, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key, route) DO UPDATE SET created_at = now(), request_hash = EXCLUDED.request_hash
         WHERE idempotency_keys.status = 'in_progress'
           AND idempotency_keys.created_at < now() - make_interval(secs => $5)
           AND idempotency_keys.request_hash = EXCLUDED.request_hash
       RETURNING 1 AS claimed`,
      [userId, key, route, requestHash, ABANDONED_AFTER_SECONDS],
    );
    if (claimed) return runFirst(db, [userId, key, route], run);

    const stored = await db.maybeOne<StoredKey>(
      `SELECT request_hash, status, response_status, response_body, resource_id FROM idempotency_keys
        WHERE user_id = $1 AND key = $2 AND route = $3`,
      [userId, key, route],
    );
    if (!stored) continue;
    if (stored.request_hash !== requestHash) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with a different request; use a new key',
      );
    }
    if (stored.status === 'done' && stored.response_status === null && stored.resource_id && replay) {
      // The effect committed; its answer was not stored (yet, or ever): answer from the record.
      reply.header('idempotent-replayed', 'true');
      return replay(stored.resource_id);
    }
    if (stored.status === 'done' && stored.response_status !== null) {
      reply.header('idempotent-replayed', 'true');
      reply.status(stored.response_status ?? 200);
      // The stored answer of this same route: a T, or a 4xx error body sent with its status.
      return stored.response_body as T;
    }
    if (Date.now() - started > WAIT_FOR_FIRST_MS) {
      throw new AppError(
        'IDEMPOTENCY_IN_PROGRESS',
        'The first request with this Idempotency-Key is still running',
      );
    }
    await sleep(25 + Math.random() * 25);
  }
}

async function runFirst<T>(
  db: Db,
  id: [string, string, string],
  run: (outcome: IdempotencyOutcome) => Promise<T>,
): Promise<T> {
  const store = (status: number, body: unknown) =>
    db.query(
      `UPDATE idempotency_keys SET status = 'done', response_status = $4, response_body = $5
        WHERE user_id = $1 AND key = $2 AND route = $3`,
      [...id, status, JSON.stringify(body)],
    );
  const outcome: IdempotencyOutcome = {
    record: async (tx, resourceId) => {
      await tx.query(
        `UPDATE idempotency_keys SET status = 'done', resource_id = $4
          WHERE user_id = $1 AND key = $2 AND route = $3`,
        [...id, resourceId],
      );
    },
  };
  try {
    const body = await run(outcome);
    await store(200, body);
    return body;
  } catch (err) {
    // A key whose effect was recorded keeps it, so a retry never repeats the effect.
    if (err instanceof AppError && err.status < 500) {
      await db.query(
        `UPDATE idempotency_keys SET status = 'done', response_status = $4, response_body = $5
          WHERE user_id = $1 AND key = $2 AND route = $3 AND resource_id IS NULL`,
        [...id, err.status, JSON.stringify(errorBody(err))],
      );
    } else {
      await db.query(
        'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND route = $3 AND resource_id IS NULL',
        id,
      );
    }
    throw err;
  }
}

/** Keys older than a day are forgotten (Stripe keeps them 24 hours too). */
export async function deleteOldIdempotencyKeys(db: Db): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`);
}
